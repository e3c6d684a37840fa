import type { Db } from "../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Mailer, MailMessage } from "../../mail/mailer.ts";
import type { BillingProvider } from "../billing/billing-provider.ts";

/** What deleting an account or a studio needs: the database, the billing provider, mail. */
export interface ClosureDeps {
  db: Db;
  provider: BillingProvider;
  mailer: Mailer;
  logger: Logger;
}

/** Sends a notice after the deletion committed; a mail that fails is logged, never undoes the deletion. */
export async function sendNotice(deps: ClosureDeps, message: MailMessage): Promise<void> {
  await deps.mailer
    .send(message)
    .catch((error: unknown) => deps.logger.error("sending mail failed", { to: message.to, error: String(error) }));
}
