/** The plugin: a public client (no secret) that signs in with the device authorization grant. */
export const PLUGIN_CLIENT_ID = "goji-plugin";
export const DEVICE_CODE_GRANT_TYPE = "urn:ietf:params:oauth:grant-type:device_code";
/** The one scope: use the plugin API (/api/v1/*) with the credits the user picks on /device. */
export const PLUGIN_SCOPE = "plugin";

export const OAUTH_PATHS = {
  metadata: "/.well-known/oauth-authorization-server",
  deviceAuthorization: "/api/oauth/device/code",
  token: "/api/oauth/token",
} as const;

/** RFC 8414 authorization server metadata; the issuer is the site's public origin (BASE_URL). */
export function authorizationServerMetadata(baseUrl: string) {
  return {
    issuer: baseUrl,
    device_authorization_endpoint: `${baseUrl}${OAUTH_PATHS.deviceAuthorization}`,
    token_endpoint: `${baseUrl}${OAUTH_PATHS.token}`,
    grant_types_supported: [DEVICE_CODE_GRANT_TYPE],
    token_endpoint_auth_methods_supported: ["none"],
    // No authorization endpoint: the device grant is the only way in (RFC 8414 asks for the list anyway).
    response_types_supported: [] as string[],
    scopes_supported: [PLUGIN_SCOPE],
    service_documentation: `${baseUrl}/docs/reference/plugin-api`,
  };
}
