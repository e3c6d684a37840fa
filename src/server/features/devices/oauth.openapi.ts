import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import {
  deviceAuthorizationRequest,
  deviceAuthorizationResponse,
  tokenRequest,
  tokenResponse,
  noStoreHeaders,
  oauthErrorResponse,
  invalidClient,
  tooLarge,
} from "./oauth.openapi-schemas.ts";
import { DEVICE_CODE_GRANT_TYPE, PLUGIN_CLIENT_ID, PLUGIN_SCOPE } from "./oauth-metadata.ts";

/** Registers the device authorization grant's two endpoints (schemas: oauth.openapi-schemas.ts). */
export function registerOAuthPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: "post",
    path: "/oauth/device/code",
    operationId: "startDeviceAuthorization",
    tags: ["Device authorization"],
    summary: "Start signing the plugin in",
    description:
      "RFC 8628 §3.1–3.2. Show `user_code` and open `verification_uri_complete` in the browser, then poll the token endpoint every `interval` seconds until the user approves or denies, or `expires_in` runs out.",
    security: [],
    request: {
      body: {
        required: true,
        content: {
          "application/x-www-form-urlencoded": {
            schema: deviceAuthorizationRequest,
            example: {
              client_id: PLUGIN_CLIENT_ID,
              device_name: "Ada's MacBook Pro",
              device_os: "macOS 15.2",
              plugin_version: "2.4.1",
            },
          },
        },
      },
    },
    responses: {
      200: {
        description: "The codes.",
        headers: noStoreHeaders,
        content: {
          "application/json": {
            schema: deviceAuthorizationResponse,
            example: {
              device_code: "GmRhmhcxhwAzkoEqiMEg_DnyEysNkuNhszIySk9eS",
              user_code: "WDJB-MJHT",
              verification_uri: "https://goji.dev/device",
              verification_uri_complete: "https://goji.dev/device?user_code=WDJB-MJHT",
              expires_in: 900,
              interval: 5,
            },
          },
        },
      },
      400: oauthErrorResponse("A malformed request or an unknown scope.", [
        ["invalid_request", "Send the parameters form-encoded (application/x-www-form-urlencoded)."],
        ["invalid_scope", "Unknown scope: admin."],
      ]),
      401: invalidClient,
      413: tooLarge,
      429: oauthErrorResponse(
        "Too many sign-in requests from this address; see Retry-After.",
        [["invalid_request", "Too many sign-in requests from this address. Try again in 420 seconds."]],
        { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" as const, example: 420 } } },
      ),
    },
  });

  registry.registerPath({
    method: "post",
    path: "/oauth/token",
    operationId: "pollDeviceToken",
    tags: ["Device authorization"],
    summary: "Collect the plugin's API key",
    description:
      "RFC 8628 §3.4–3.5. While the user has not decided: `authorization_pending` (wait `interval` seconds, poll again); polling faster: `slow_down` (add 5 seconds to the interval, for good). Once approved the key is answered exactly once; a code already used is `invalid_grant`.",
    security: [],
    request: {
      body: {
        required: true,
        content: {
          "application/x-www-form-urlencoded": {
            schema: tokenRequest,
            example: {
              grant_type: DEVICE_CODE_GRANT_TYPE,
              device_code: "GmRhmhcxhwAzkoEqiMEg_DnyEysNkuNhszIySk9eS",
              client_id: PLUGIN_CLIENT_ID,
            },
          },
        },
      },
    },
    responses: {
      200: {
        description: "Approved: the device's API key.",
        headers: noStoreHeaders,
        content: {
          "application/json": {
            schema: tokenResponse,
            example: { access_token: `goji_${"x7Kq2".repeat(8)}`, token_type: "Bearer", scope: PLUGIN_SCOPE },
          },
        },
      },
      400: oauthErrorResponse("Not (yet) approved, or a bad request. `error` says which.", [
        ["authorization_pending", "Waiting for the user to approve the code in the browser."],
        ["slow_down", "Polling too fast: wait at least 10 seconds between requests."],
        ["access_denied", "The user denied the request."],
        ["expired_token", "The code expired before it was approved. Start the sign-in again."],
        ["invalid_grant", "This device code was already used. Start the sign-in again."],
        ["unsupported_grant_type", `Only ${DEVICE_CODE_GRANT_TYPE} is supported.`],
        ["invalid_request", "The parameter device_code is required."],
      ]),
      401: invalidClient,
      413: tooLarge,
      429: oauthErrorResponse(
        "Too many unknown device codes from this address: every poll from it waits out Retry-After.",
        [["invalid_request", "Too many unknown device codes from this address. Try again in 420 seconds."]],
        { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" as const, example: 420 } } },
      ),
    },
  });
}
