/**
 * docs/product.md#screens: every search parameter is an optional string. A hand-written validator keeps zod out of
 * the first-load bundle; a value of another type (an array, a number) is dropped, never an error page.
 */
export function searchSchema<Keys extends string>(...keys: Keys[]) {
  return (search: Record<string, unknown>): { [K in Keys]?: string } => {
    const result: { [K in Keys]?: string } = {};
    for (const key of keys) {
      const value = search[key];
      if (typeof value === "string") result[key] = value;
    }
    return result;
  };
}

/**
 * The router reads the address as plain strings: `?page=2&banned=true` is `{ page: "2", banned: "true" }`. TanStack
 * Router's default JSON reading would make those a number and a boolean, so it wrote our strings back quoted
 * (`?page=%222%22`) to keep them strings. A repeated name keeps its first value, as URLSearchParams.get and the
 * server do.
 */
export function parseSearch(searchStr: string): Record<string, string> {
  const params = new URLSearchParams(searchStr);
  // fromEntries makes own properties, so a name like `__proto__` is just a name.
  return Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.get(key) ?? ""]));
}

/** The reverse of parseSearch: strings as they are; an absent (undefined) value, or one of another type, is left out. */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (typeof value === "string") params.set(key, value);
  const searchStr = params.toString();
  return searchStr ? `?${searchStr}` : "";
}
