import { randomUUID } from "node:crypto";
import { createTransport } from "nodemailer";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import type { Logger } from "../lib/logger.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Real SMTP through nodemailer. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** The dev outbox: stores each mail (listed at /dev/mail) and prints its links to the log. */
export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  return {
    async send(message) {
      await db.insert(mailOutbox).values({ id: randomUUID(), ...message });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info("mail stored in dev outbox", { to: message.to, subject: message.subject, links });
    },
  };
}
