import { expect } from "vitest";
import { request } from "../../../test-utils/auth-helpers.ts";
import { TEST_BASE_URL, type TestApp } from "../../../test-utils/test-app.ts";
import type { TestUser } from "./billing-test-helpers.ts";

export const GOOD_CARD = {
  number: "4242 4242 4242 4242",
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: "123",
  name: "Test User",
};

const sessionIdOf = (url: string) => new URL(url).searchParams.get("session") ?? "";

/** POST /api/billing/checkout with the local provider; returns the local checkout session id. */
export async function startLocalCheckoutAs(
  t: TestApp,
  user: TestUser,
  body: { planId: string; organizationId?: string },
) {
  const res = await request(t, "/api/billing/checkout", { json: body, cookie: user.cookie });
  expect(res.status).toBe(200);
  return sessionIdOf(((await res.json()) as { url: string }).url);
}

/** The whole local checkout: start it, then pay on the local checkout page's API with a test card. */
export async function completeLocalCheckoutAs(
  t: TestApp,
  user: TestUser,
  body: { planId: string; organizationId?: string },
  card = GOOD_CARD,
) {
  const sessionId = await startLocalCheckoutAs(t, user, body);
  const res = await request(t, `/api/billing/local/checkout/${sessionId}/complete`, {
    json: { card },
    cookie: user.cookie,
  });
  expect(res.status).toBe(200);
  return sessionId;
}

export async function openLocalPortalAs(t: TestApp, user: TestUser, organizationId?: string) {
  const res = await request(t, "/api/account/portal-session", {
    json: { returnUrl: `${TEST_BASE_URL}/account`, organizationId },
    cookie: user.cookie,
  });
  expect(res.status).toBe(200);
  return sessionIdOf(((await res.json()) as { url: string }).url);
}

export function portalCall(t: TestApp, user: TestUser, sessionId: string, action?: string, json?: unknown) {
  const path = `/api/billing/local/portal/${sessionId}${action ? `/${action}` : ""}`;
  return request(t, path, action ? { method: "POST", json, cookie: user.cookie } : { cookie: user.cookie });
}
