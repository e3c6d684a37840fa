/** Query keys of the public site's data. */
export const siteKeys = {
  publicConfig: () => ["public-config"] as const,
};
