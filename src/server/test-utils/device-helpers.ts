import { request } from "./auth-helpers.ts";
import type { SignedInUser } from "./studio-helpers.ts";
import type { TestApp } from "./test-app.ts";

export const DEVICE_GRANT = "urn:ietf:params:oauth:grant-type:device_code";

/** A clock the test moves by hand (the device flow's expiry and polling interval read it). */
export function manualClock(start = Date.now()) {
  let now = start;
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** A form-encoded POST, as an OAuth client sends it. `ip` makes it look like another client. */
export async function postForm(
  t: TestApp,
  path: string,
  params: Record<string, string>,
  options: { ip?: string; contentType?: string; body?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    "content-type": options.contentType ?? "application/x-www-form-urlencoded",
    accept: "application/json",
  };
  if (options.ip) headers["x-test-client-ip"] = options.ip;
  return t.app.request(path, {
    method: "POST",
    headers,
    body: options.body ?? new URLSearchParams(params).toString(),
  });
}

export interface DeviceAuthorizationAnswer {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  expires_in: number;
  interval: number;
}

/** Starts a device sign-in as the plugin does; `ip` spreads tests over addresses (the per-address limit). */
export async function startDeviceFlow(
  t: TestApp,
  params: Record<string, string> = {},
  ip = randomIp(),
): Promise<DeviceAuthorizationAnswer> {
  const res = await postForm(
    t,
    "/api/oauth/device/code",
    { client_id: "goji-plugin", device_name: "Ada's workstation", device_os: "macOS 15.2", ...params },
    { ip },
  );
  if (res.status !== 200) throw new Error(`device authorization failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as DeviceAuthorizationAnswer;
}

export function pollToken(
  t: TestApp,
  deviceCode: string,
  params: Record<string, string> = {},
  options: { ip?: string } = {},
) {
  return postForm(
    t,
    "/api/oauth/token",
    { grant_type: DEVICE_GRANT, device_code: deviceCode, client_id: "goji-plugin", ...params },
    options,
  );
}

/** Approves a code on the user's behalf through the /device page's API (personal credits unless a studio). */
export function approveDevice(
  t: TestApp,
  user: SignedInUser,
  userCode: string,
  organizationId: string | null = null,
  ip?: string,
) {
  return request(t, `/api/device/requests/${encodeURIComponent(userCode)}/approve`, {
    json: { organizationId },
    cookie: user.cookie,
    ip,
  });
}

export function denyDevice(t: TestApp, user: SignedInUser, userCode: string) {
  return request(t, `/api/device/requests/${encodeURIComponent(userCode)}/deny`, {
    method: "POST",
    cookie: user.cookie,
  });
}

/** The whole flow: start, approve, collect. Returns the device key. */
export async function connectDevice(
  t: TestApp,
  user: SignedInUser,
  organizationId: string | null = null,
  params: Record<string, string> = {},
): Promise<string> {
  const flow = await startDeviceFlow(t, params);
  const approved = await approveDevice(t, user, flow.user_code, organizationId);
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.status} ${await approved.text()}`);
  const token = await pollToken(t, flow.device_code);
  if (token.status !== 200) throw new Error(`token failed: ${token.status} ${await token.text()}`);
  return ((await token.json()) as { access_token: string }).access_token;
}

export function randomIp(): string {
  return `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
}
