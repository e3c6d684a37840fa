// The API keys feature's public entry: what other features may use of it.
export { currentApiKeyQuery } from "./api/get-current-api-key";
