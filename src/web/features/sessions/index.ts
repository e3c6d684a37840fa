// The sessions feature's public entry.
export { sessionKeys } from "./api/session-keys";
export { revokeSessionLabel } from "./describe-device";
