import { siteLinks } from "../../../shared/site-links.ts";

// The web app's date-time style (src/web/lib/format.ts: 'Nov 28, 2026, 8:50 PM'), in UTC: the server does not
// know the reader's time zone, so the message names it.
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/**
 * What a banned person reads when they try to sign in. The admin's reason stays private (it may hold
 * internal notes); the end date, when there is one, and a way to reach us are what they need.
 */
export function bannedUserMessage(user: { banExpires?: Date | string | null }): string {
  const contact = `If you think this is a mistake, write to ${siteLinks.contactEmail}.`;
  if (!user.banExpires) return `Your account has been suspended. ${contact}`;
  return `Your account is suspended until ${dateFormat.format(new Date(user.banExpires))} UTC. ${contact}`;
}
