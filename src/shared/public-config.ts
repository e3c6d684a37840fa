import { z } from "zod";

/** What the browser needs to know about this deployment (GET /api/public-config). */
export const publicConfigSchema = z.object({
  downloads: z.object({ macos: z.url(), windows: z.url() }),
  analytics: z.object({ key: z.string(), host: z.url() }).nullable(),
  billingProvider: z.enum(["stripe", "local"]),
  links: z.object({ community: z.url(), microblog: z.url(), contactEmail: z.email() }),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;
