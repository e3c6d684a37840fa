/** Public links shown in the header and footer. */
export const siteLinks = {
  community: "https://discord.gg/goji",
  microblog: "https://x.com/gojilabs",
  contactEmail: "hello@goji.dev",
} as const;
