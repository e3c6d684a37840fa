// The auth feature's public entry: what other features may use of it.
export { activeOrganizationIdOf, getSession, refreshSession, useSession, type SessionData } from "./api/session";
export { ReplaceWith, useSignedInOnArrival } from "./signed-in-on-arrival";
export { useImpersonating } from "./use-impersonating";
