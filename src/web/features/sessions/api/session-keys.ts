/** Query keys of the signed-in devices list. */
export const sessionKeys = {
  all: ["sessions"] as const,
};
