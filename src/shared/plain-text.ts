/**
 * Text without control characters (NUL among them, which PostgreSQL cannot store) or lone UTF-16
 * surrogates: names and labels people type, refused here rather than by the database.
 */
export const PLAIN_TEXT = /^[^\p{Cc}\p{Cs}]*$/u;
