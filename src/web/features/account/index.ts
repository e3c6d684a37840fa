// The account feature's public entry: what other features may use of it.
export { accountKeys } from "./api/account-keys";
export { accountDetailsQuery, useAccountDetails } from "./api/get-account-details";
