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

export const deviceAuthorizationRequest = z
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

export const deviceAuthorizationResponse = z
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

export const tokenRequest = z
  .object({
    grant_type: z.literal(DEVICE_CODE_GRANT_TYPE),
    device_code: z.string().meta({ description: "From the device authorization response." }),
    client_id: clientId,
  })
  .meta({ id: "DeviceTokenRequest" });

export const tokenResponse = z
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

export const noStoreHeaders = {
  "Cache-Control": { description: "Always `no-store`.", schema: { type: "string" as const, example: "no-store" } },
};

const errorExamples = (entries: Array<[OAuthErrorCode, string]>) =>
  Object.fromEntries(
    entries.map(([error, description]) => [
      error,
      { summary: description, value: { error, error_description: description } },
    ]),
  );

export const oauthErrorResponse = (
  description: string,
  entries: Array<[OAuthErrorCode, string]>,
  extraHeaders = {},
) => ({
  description,
  headers: { ...noStoreHeaders, ...extraHeaders },
  content: { "application/json": { schema: oauthError, examples: errorExamples(entries) } },
});

export const invalidClient = oauthErrorResponse("The client_id is not `goji-plugin`.", [
  ["invalid_client", "Unknown client_id."],
]);
export const tooLarge = oauthErrorResponse("The form is larger than 8 KB.", [
  ["invalid_request", "The request body is too large (at most 8 KB)."],
]);
