import type { MailMessage } from "./mailer.ts";

/** Transactional e-mails: each has a plain-text part and a simple, client-safe HTML part. */
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

/**
 * Dark mode for mail clients that support it (Apple Mail, some webmail): the same card in the product's dark
 * palette. The rules are also exported for the dev outbox's preview, which applies them when the site's theme
 * is dark (docs/decisions/034-palette-and-dark-mode.md).
 */
export const MAIL_DARK_RULES = [
  ".mail-body{background:#121214 !important;color:#f4f4f5 !important}",
  ".mail-card{background:#1c1c20 !important}",
  ".mail-muted{color:#a1a1aa !important}",
].join("");

export interface Layout {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

export function render({ to, subject, heading, paragraphs, action, footnote }: Layout): MailMessage {
  const text = [
    heading,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    action ? `${action.label}: ${action.url}\n` : "",
    footnote ?? "",
    "",
    "— Goji Labs",
  ]
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  const button = action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(action.url)}" style="background:#d13527;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
       <p class="mail-muted" style="font-size:13px;color:#71717a">Or paste this link into your browser:<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></p>`
    : "";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<style>@media (prefers-color-scheme: dark){${MAIL_DARK_RULES}}</style></head><body class="mail-body" style="margin:0;background:#f4f4f5;font-family:-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="mail-card" style="max-width:560px;box-sizing:border-box;background:#fff;border-radius:12px;padding:32px 24px">
<tr><td><p style="font-size:20px;font-weight:700;margin:0 0 24px">Goji</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="font-size:15px;line-height:1.6;margin:0 0 12px">${escapeHtml(p)}</p>`).join("\n")}
${button}
${footnote ? `<p class="mail-muted" style="font-size:13px;color:#71717a;margin-top:24px">${escapeHtml(footnote)}</p>` : ""}
</td></tr></table><p class="mail-muted" style="font-size:12px;color:#52525b">Made by Goji Labs</p></td></tr></table></body></html>`;
  return { to, subject, text, html };
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  return render({
    to,
    subject: "Verify your e-mail for Goji",
    heading: `Welcome to Goji, ${name || "there"}!`,
    paragraphs: ["Please confirm that this is your e-mail address so you can sign in."],
    action: { label: "Verify e-mail", url },
    footnote: "If you did not create a Goji account, you can ignore this e-mail.",
  });
}

export function resetPasswordEmail(to: string, url: string): MailMessage {
  return render({
    to,
    subject: "Reset your Goji password",
    heading: "Reset your password",
    paragraphs: [
      "Someone (hopefully you) asked to reset the password of your Goji account. The link works for one hour and only once.",
    ],
    action: { label: "Choose a new password", url },
    footnote: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  });
}

export function invitationEmail(to: string, inviterName: string, studioName: string, url: string): MailMessage {
  return render({
    to,
    subject: `${inviterName} invited you to ${studioName} on Goji`,
    heading: `Join ${studioName} on Goji`,
    paragraphs: [
      `${inviterName} invited you to join the studio ${studioName}. Studio members share one pool of credits in the Goji editor plugin.`,
    ],
    action: { label: "View invitation", url },
    footnote: "The invitation expires in 48 hours. If you were not expecting it, you can ignore this e-mail.",
  });
}

export function creditThresholdEmail(to: string, poolName: string, percent: number, url: string): MailMessage {
  return render({
    to,
    subject: `${poolName} has used ${percent}% of its credits`,
    heading: `${percent}% of your credits are used`,
    paragraphs: [
      percent >= 100
        ? `${poolName} has used all of its credits for this cycle. Plugin requests are refused until the cycle resets or you upgrade.`
        : `${poolName} has used ${percent}% of its credits for this cycle.`,
    ],
    action: { label: "Review usage", url },
  });
}

export interface ConnectedDeviceNotice {
  deviceLabel: string;
  spendsFrom: string;
  approvedAt: Date;
  requestIp: string | null;
  accountUrl: string;
}

/** The security notice for every device approval (decision 016). */
export function deviceConnectedEmail(to: string, notice: ConnectedDeviceNotice): MailMessage {
  const when = `${notice.approvedAt.toISOString().replace("T", " ").slice(0, 16)} UTC`;
  return render({
    to,
    subject: "A new device was connected to your Goji account",
    heading: "A new device was connected",
    paragraphs: [
      `${notice.deviceLabel} can now use Goji with your account. It spends ${notice.spendsFrom}.`,
      `Approved on ${when}${notice.requestIp ? `; the device asked from the address ${notice.requestIp}` : ""}.`,
      "If this was not you, revoke the device under Connected devices on your account page and change your password.",
    ],
    action: { label: "Review connected devices", url: notice.accountUrl },
  });
}
