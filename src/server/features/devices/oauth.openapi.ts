import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { API_KEY_PATTERN } from "../../../shared/api-keys.ts";
import { USER_CODE_ALPHABET } from "../../../shared/devices.ts";
import { OAUTH_ERROR_CODES, type OAuthErrorCode } from "./oauth-errors.ts";
import { DEVICE_CODE_GRANT_TYPE, PLUGIN_CLIENT_ID, PLUGIN_SCOPE } from "./oauth-metadata.ts";

/**
 * The device authorization grant's two endpoints in /api/openapi.json (decision 016). They are served by
 * oauth.routes.ts, which parses the forms itself (RFC 6749 errors, not the web API's); these schemas only
 * describe them. The RFC 8414 metadata at /.well-known/oauth-authorization-server is outside /api and is
 * named in the tag's description.
 */
const clientId = z.literal(PLUGIN_CLIENT_ID).meta({ description: "The plugin's public client id." });

const deviceAuthorizationRequest = z
  .object({
    client_id: clientId,
    scope: z
      .literal(PLUGIN_SCOPE)
      .optional()
      .meta({ description: "The only scope, and the default: use the plugin API." }),
    device_name: z
      .string()
      .max(100)
      .optional()
      .meta({ description: "Shown on the approval page.", example: "Ada's MacBook Pro" }),
    device_os: z
      .string()
      .max(100)
      .optional()
      .meta({ description: "Shown on the approval page.", example: "macOS 15.2" }),
    plugin_version: z
      .string()
      .max(40)
      .optional()
      .meta({ description: "Shown on the approval page.", example: "2.4.1" }),
  })
  .meta({ id: "DeviceAuthorizationRequest" });

const userCodePattern = `^[${USER_CODE_ALPHABET}]{4}-[${USER_CODE_ALPHABET}]{4}$`;

const deviceAuthorizationResponse = z
  .object({
    device_code: z.string().meta({ description: "Secret: poll the token endpoint with it. Never show it." }),
    user_code: z.string().regex(new RegExp(userCodePattern)).meta({ description: "Show it to the user." }),
    verification_uri: z.url().meta({ description: "Where the user enters the code." }),
    verification_uri_complete: z
      .url()
      .meta({ description: "The same page with the code filled in: open it in the browser." }),
    expires_in: z.number().int().meta({ description: "Seconds until both codes expire." }),
    interval: z.number().int().meta({ description: "Seconds to wait between polls." }),
  })
  .meta({ id: "DeviceAuthorizationResponse" });

const tokenRequest = z
  .object({
    grant_type: z.literal(DEVICE_CODE_GRANT_TYPE),
    device_code: z.string().meta({ description: "From the device authorization response." }),
    client_id: clientId,
  })
  .meta({ id: "DeviceTokenRequest" });

const tokenResponse = z
  .object({
    access_token: z.string().regex(API_KEY_PATTERN).meta({
      description:
        "An API key for this device: send it as `Authorization: Bearer …`. It does not expire; the user can revoke it.",
    }),
    token_type: z.literal("Bearer"),
    scope: z.literal(PLUGIN_SCOPE),
  })
  .meta({ id: "DeviceTokenResponse" });

const oauthError = z
  .object({
    error: z.enum(OAUTH_ERROR_CODES),
    error_description: z.string().meta({ description: "For developers; not meant to be shown as is." }),
  })
  .meta({ id: "OAuthError", description: "RFC 6749 §5.2 error answer." });

const noStoreHeaders = {
  "Cache-Control": { description: "Always `no-store`.", schema: { type: "string" as const, example: "no-store" } },
};

const errorExamples = (entries: Array<[OAuthErrorCode, string]>) =>
  Object.fromEntries(
    entries.map(([error, description]) => [
      error,
      { summary: description, value: { error, error_description: description } },
    ]),
  );

const oauthErrorResponse = (description: string, entries: Array<[OAuthErrorCode, string]>, extraHeaders = {}) => ({
  description,
  headers: { ...noStoreHeaders, ...extraHeaders },
  content: { "application/json": { schema: oauthError, examples: errorExamples(entries) } },
});

const invalidClient = oauthErrorResponse("The client_id is not `goji-plugin`.", [
  ["invalid_client", "Unknown client_id."],
]);
const tooLarge = oauthErrorResponse("The form is larger than 8 KB.", [
  ["invalid_request", "The request body is too large (at most 8 KB)."],
]);

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
