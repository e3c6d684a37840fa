import { randomClientIp } from "./browser.ts";

const DEVICE_GRANT = "urn:ietf:params:oauth:grant-type:device_code";

export interface DeviceCodes {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  expires_in: number;
  interval: number;
}

const postForm = (url: string, params: Record<string, string>, ip = randomClientIp()) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-e2e-client-ip": ip },
    body: new URLSearchParams(params),
  });

/** What the plugin does first: ask for codes, describing itself. `ip` is the address it asks from. */
export async function startDeviceFlow(
  baseUrl: string,
  device: Record<string, string> = {},
): Promise<DeviceCodes & { ip: string }> {
  const ip = randomClientIp();
  const res = await postForm(
    `${baseUrl}/api/oauth/device/code`,
    {
      client_id: "goji-plugin",
      device_name: "Render rig",
      device_os: "Windows 11",
      plugin_version: "2.4.1",
      ...device,
    },
    ip,
  );
  if (!res.ok) throw new Error(`device authorization failed: ${res.status} ${await res.text()}`);
  return { ...((await res.json()) as DeviceCodes), ip };
}

/** One poll of the token endpoint: the key, or the RFC 8628 error. */
export async function pollOnce(baseUrl: string, deviceCode: string) {
  const res = await postForm(`${baseUrl}/api/oauth/token`, {
    grant_type: DEVICE_GRANT,
    device_code: deviceCode,
    client_id: "goji-plugin",
  });
  return { status: res.status, body: (await res.json()) as { access_token?: string; error?: string } };
}
