/**
 * The slug of a docs URL splat: "getting-started/02-installation/" → "getting-started/02-installation".
 * On its own so the docs route's title can use it without pulling the loader into the entry chunk.
 */
export function docSlugFromSplat(splat: string | undefined): string {
  return (splat ?? "").replace(/^\/+|\/+$/g, "");
}
