const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** 'Dec 22, 2026', or 'N/A' when there is no date (docs/product.md#screens). */
export function formatShortDate(value: string | Date | null | undefined): string {
  if (!value) return "N/A";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "N/A" : shortDate.format(date);
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return "Never";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "Never" : dateTime.format(date);
}

/** Percent of total, 0 when total is 0 (docs/product.md#screens). */
export function percentOf(used: number, total: number): number {
  return total > 0 ? (used / total) * 100 : 0;
}

export const formatNumber = (value: number) => value.toLocaleString("en-US");
