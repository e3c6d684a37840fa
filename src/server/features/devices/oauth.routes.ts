import { Hono } from "hono";
import { clientIp } from "../../auth/client-ip.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { handleError } from "../../lib/error-handler.ts";
import type { AppEnv } from "../../lib/hono-env.ts";
import { PLAIN_TEXT } from "../../../shared/plain-text.ts";
import { formatUserCode, type DeviceDescription } from "../../../shared/devices.ts";
import { startDeviceAuthorization } from "./device-authorizations.ts";
import { deviceRequestRule, unknownDeviceCodeRule, type DeviceServices } from "./device-services.ts";
import { pollDeviceToken, UnknownDeviceCodeError } from "./device-token.ts";
import { limitForm, readForm, requireParam } from "./form-params.ts";
import {
  authorizationServerMetadata,
  DEVICE_CODE_GRANT_TYPE,
  OAUTH_PATHS,
  PLUGIN_CLIENT_ID,
  PLUGIN_SCOPE,
} from "./oauth-metadata.ts";
import { noStore, OAuthError, oauthErrorResponse } from "./oauth-errors.ts";

/** The plugin's optional self-description (our extension of RFC 8628 §3.1), shown on /device. */
const DESCRIPTION_PARAMS = [
  { param: "device_name", field: "name", max: 100 },
  { param: "device_os", field: "os", max: 100 },
  { param: "plugin_version", field: "version", max: 40 },
] as const;

function readDescription(params: Map<string, string>): DeviceDescription {
  const description: DeviceDescription = { name: null, os: null, version: null };
  for (const { param, field, max } of DESCRIPTION_PARAMS) {
    const value = params.get(param)?.trim();
    if (!value) continue;
    if (value.length > max || !PLAIN_TEXT.test(value))
      throw new OAuthError("invalid_request", `${param} must be plain text of at most ${max} characters.`);
    description[field] = value;
  }
  return description;
}

function requireClient(params: Map<string, string>): string {
  const clientId = requireParam(params, "client_id");
  if (clientId !== PLUGIN_CLIENT_ID) throw new OAuthError("invalid_client", "Unknown client_id.");
  return clientId;
}

/** RFC 6749 §3.3: space-delimited; every scope asked for must be one we have. Omitted = the default. */
function readScope(params: Map<string, string>): string {
  const requested = (params.get("scope") ?? "").split(" ").filter(Boolean);
  const unknown = requested.filter((scope) => scope !== PLUGIN_SCOPE);
  if (unknown.length > 0) throw new OAuthError("invalid_scope", `Unknown scope: ${unknown.join(" ")}.`);
  return PLUGIN_SCOPE;
}

/**
 * The OAuth 2.0 device authorization grant for the plugin (RFC 8628, metadata per RFC 8414; decision
 * 016): form-encoded requests, RFC 6749 JSON errors, nothing cacheable. Mounted ahead of the web API's
 * cookie layers: these endpoints never read cookies.
 */
export function oauthRoutes(deps: { db: Db; config: Config; devices: DeviceServices }) {
  const { db, config, devices } = deps;
  const metadata = authorizationServerMetadata(config.baseUrl);
  const app = new Hono<AppEnv>();
  app.onError((error, c) => (error instanceof OAuthError ? oauthErrorResponse(c, error) : handleError(error, c)));

  app.get(OAUTH_PATHS.metadata, (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json(metadata);
  });

  app.post(OAUTH_PATHS.deviceAuthorization, limitForm(), async (c) => {
    const params = await readForm(c);
    const clientId = requireClient(params);
    const scope = readScope(params);
    const device = readDescription(params);
    const ip = clientIp(c, config.trustedProxyHeaders);
    const verdict = await devices.attempts.consume([deviceRequestRule(ip)]);
    if (!verdict.allowed)
      throw new OAuthError(
        "invalid_request",
        `Too many sign-in requests from this address. Try again in ${verdict.retryAfterSeconds} seconds.`,
        { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
      );
    const started = await startDeviceAuthorization(db, { clientId, scope, device, requestIp: ip }, devices.clock());
    devices.purgeExpired();
    const verificationUri = `${config.baseUrl}/device`;
    const userCode = formatUserCode(started.userCode);
    noStore(c);
    return c.json({
      device_code: started.deviceCode,
      user_code: userCode,
      verification_uri: verificationUri,
      verification_uri_complete: `${verificationUri}?user_code=${userCode}`,
      expires_in: started.expiresIn,
      interval: started.interval,
    });
  });

  app.post(OAUTH_PATHS.token, limitForm(), async (c) => {
    const params = await readForm(c);
    const grantType = requireParam(params, "grant_type");
    if (grantType !== DEVICE_CODE_GRANT_TYPE)
      throw new OAuthError("unsupported_grant_type", `Only ${DEVICE_CODE_GRANT_TYPE} is supported.`);
    const clientId = requireClient(params);
    const deviceCode = requireParam(params, "device_code");
    const unknownCodes = [unknownDeviceCodeRule(clientIp(c, config.trustedProxyHeaders))];
    const budget = await devices.attempts.check(unknownCodes);
    if (!budget.allowed)
      throw new OAuthError(
        "invalid_request",
        `Too many unknown device codes from this address. Try again in ${budget.retryAfterSeconds} seconds.`,
        { status: 429, headers: { "Retry-After": String(budget.retryAfterSeconds) } },
      );
    const issued = await pollDeviceToken(db, { deviceCode, clientId }, devices.clock()).catch(async (error) => {
      if (error instanceof UnknownDeviceCodeError) await devices.attempts.consume(unknownCodes);
      throw error;
    });
    noStore(c);
    return c.json({ access_token: issued.accessToken, token_type: "Bearer", scope: issued.scope });
  });

  // Both endpoints take POST only (RFC 6749 §3.2, RFC 8628 §3.1): another method gets an OAuth error a client
  // library can read, not the web API's 404.
  for (const path of [OAUTH_PATHS.deviceAuthorization, OAUTH_PATHS.token]) {
    app.all(path, () => {
      throw new OAuthError("invalid_request", "Use POST, with a form-encoded body.", {
        status: 405,
        headers: { Allow: "POST" },
      });
    });
  }

  return app;
}
