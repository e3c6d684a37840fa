/** Parses the allocation field: empty = shared (null), else a whole number ≥ 0; undefined when invalid. */
export function parseAllocation(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!/^\d{1,10}$/.test(trimmed)) return undefined;
  return Number(trimmed);
}
