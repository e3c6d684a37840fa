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
