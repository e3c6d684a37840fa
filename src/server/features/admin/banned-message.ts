import { siteLinks } from "../../../shared/site-links.ts";

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

/**
 * What a banned person reads when they try to sign in. The admin's reason stays private (it may hold
 * internal notes); the end date, when there is one, and a way to reach us are what they need.
 */
export function bannedUserMessage(user: { banExpires?: Date | string | null }): string {
  const contact = `If you think this is a mistake, write to ${siteLinks.contactEmail}.`;
  if (!user.banExpires) return `Your account has been suspended. ${contact}`;
  return `Your account is suspended until ${dateFormat.format(new Date(user.banExpires))} UTC. ${contact}`;
}
