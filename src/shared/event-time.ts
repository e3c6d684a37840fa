/**
 * Whether a date can be an event time of ours (audit trails page by event time): anything else in a paging
 * cursor is a malformed request, refused before the database sees it (PostgreSQL rejects some dates that
 * JavaScript accepts, such as year 0).
 */
export function isPlausibleEventTime(date: Date): boolean {
  const year = date.getUTCFullYear();
  return year >= 2000 && year <= 9999;
}
