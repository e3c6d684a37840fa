/** A session never outlives 30 days from its sign-in, however often it slides. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** An admin's impersonation session lasts one hour. */
export const IMPERSONATION_SECONDS = 60 * 60;
