import { siteLinks } from "../../shared/site-links.ts";
import type { MailMessage } from "./mailer.ts";
import { render } from "./templates.ts";

/** E-mails about a person's own account: security notices, e-mail change, deletion. */
// The one address the site, the footer and every message give (site-links.ts).
const ifNotYou = `If this was not you, reset your password at once and contact us at ${siteLinks.contactEmail}.`;

export function passwordChangedEmail(to: string, signedOutOthers: boolean): MailMessage {
  return render({
    to,
    subject: "Your Goji password was changed",
    heading: "Your password was changed",
    paragraphs: [
      "The password of your Goji account was just changed.",
      signedOutOthers
        ? "Every other device was signed out; sign in there again with the new password."
        : "Devices already signed in stay signed in.",
    ],
    footnote: ifNotYou,
  });
}

export function emailChangeVerificationEmail(to: string, currentEmail: string, url: string): MailMessage {
  return render({
    to,
    subject: "Confirm your new e-mail address for Goji",
    heading: "Confirm your new e-mail address",
    paragraphs: [
      `Someone (hopefully you) asked to change the e-mail address of the Goji account ${currentEmail} to this address.`,
      "The change happens only when you open the link below. It works for 24 hours and only once.",
    ],
    action: { label: "Confirm new address", url },
    footnote: "If you did not ask for this, ignore this e-mail: nothing changes.",
  });
}

/** Sent to the new address instead of a link when it already belongs to another account. */
export function emailAlreadyInUseEmail(to: string): MailMessage {
  return render({
    to,
    subject: "This e-mail address already has a Goji account",
    heading: "This address already has an account",
    paragraphs: [
      "Someone asked to move a Goji account to this e-mail address, but this address already belongs to a Goji account, so nothing was changed.",
      "If that was you: sign in with this address instead, or delete one of the two accounts on its Account Settings page before moving the other.",
    ],
    footnote: "If you did not ask for this, you can ignore this e-mail.",
  });
}

export function emailChangedNoticeEmail(to: string, newEmail: string): MailMessage {
  return render({
    to,
    subject: "Your Goji e-mail address was changed",
    heading: "Your e-mail address was changed",
    paragraphs: [
      `The e-mail address of your Goji account is now ${newEmail}. Sign in with that address from now on; this address no longer receives mail about the account.`,
    ],
    footnote: `If this was not you, contact us at ${siteLinks.contactEmail} right away.`,
  });
}

export function confirmAccountDeletionEmail(to: string, url: string): MailMessage {
  return render({
    to,
    subject: "Confirm the deletion of your Goji account",
    heading: "Confirm the deletion of your account",
    paragraphs: [
      "You asked to delete your Goji account. Open the link below and confirm to delete it: your personal subscription is canceled at once, your API keys stop working and your personal data is erased. This cannot be undone.",
      "The link works for 24 hours and only once.",
    ],
    action: { label: "Review and delete my account", url },
    footnote: "If you did not ask for this, ignore this e-mail and change your password: your account stays as it is.",
  });
}

export function accountDeletedEmail(to: string): MailMessage {
  return render({
    to,
    subject: "Your Goji account was deleted",
    heading: "Goodbye from Goji",
    paragraphs: [
      "Your Goji account has been deleted. Any subscription was canceled, your API keys no longer work and your personal data was erased.",
      "Invoices and usage records that the law requires us to keep remain, without your name or e-mail address.",
      "Thank you for using Goji. You are welcome back any time.",
    ],
  });
}

export function studioDeletedEmail(to: string, studioName: string, deletedBy: string): MailMessage {
  return render({
    to,
    subject: `The studio ${studioName} was deleted`,
    heading: `${studioName} was deleted`,
    paragraphs: [
      `${deletedBy} deleted the studio ${studioName} on Goji. Its studio API keys no longer work and its shared credits are gone.`,
      "Your own Goji account and personal API key are not affected.",
    ],
  });
}

export function accountCreatedByAdminEmail(to: string, url: string): MailMessage {
  return render({
    to,
    subject: "A Goji account was created for you",
    heading: "Welcome to Goji",
    paragraphs: [
      "A Goji administrator created an account for this e-mail address. Confirm the address to start using it, then sign in with the password you were given — or choose your own with “Forgot password?” on the sign-in page.",
    ],
    action: { label: "Verify e-mail", url },
    footnote: "If you were not expecting this, you can ignore this e-mail.",
  });
}
