import type { createAuthMiddleware } from "better-auth/api";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
export type HookSession = NonNullable<HookContext["context"]["session"]>;

/**
 * better-auth runs our before-hook ahead of its plugins' hooks, so when a request authenticates with
 * `Authorization: Bearer <session token>` the bearer plugin has not yet turned that into the session
 * cookie: `getSessionFromCtx(ctx)` in our hooks saw nobody, and every rule that leaves signed-out
 * callers to better-auth (studio permissions, the TOTP replay guard, the admin guards) let the endpoint
 * run unchecked — with the bearer's session. This resolves the session the way the endpoint will
 * (better-auth's own API, which runs the bearer plugin) and keeps it on the request's context, where
 * `getSessionFromCtx` — in our hooks and in the endpoint — returns it.
 */
export async function resolveBearerSession(
  ctx: HookContext,
  sessionOf: (headers: Headers) => Promise<HookSession | null>,
): Promise<void> {
  if (!ctx.headers?.has("authorization")) return;
  // The lookup below is itself a /get-session call through these hooks.
  if (ctx.path === "/get-session") return;
  ctx.context.session = await sessionOf(ctx.headers).catch(() => null);
}
