import type { BetterAuthOptions } from "better-auth";
import { IMPERSONATION_SECONDS, SESSION_ABSOLUTE_MS } from "./session-lifetime.ts";

/** What better-auth's writes of users and sessions must respect: site admins by e-mail, sessions' longest life. */
export function authDatabaseHooks(adminEmails: readonly string[]): BetterAuthOptions["databaseHooks"] {
  return {
    user: {
      create: {
        before: async (user) => {
          const isAdmin = adminEmails.includes(user.email.toLowerCase());
          // Sign-up cannot set a role (better-auth marks it input: false); an admin's create-user can.
          return { data: { ...user, role: isAdmin ? "admin" : ((user as { role?: string | null }).role ?? "user") } };
        },
      },
    },
    session: {
      update: {
        // Sliding refresh never extends a session past 30 days from sign-in, nor an impersonation past its hour
        // (a bearer request carries no "don't remember" cookie, so better-auth would otherwise slide it to 7 days).
        before: async (data, ctx) => {
          const current = ctx?.context.session?.session as
            { createdAt: Date; impersonatedBy?: string | null } | undefined;
          const createdAt = current?.createdAt;
          if (!createdAt || !data.expiresAt) return;
          const lifetimeMs = current.impersonatedBy ? IMPERSONATION_SECONDS * 1000 : SESSION_ABSOLUTE_MS;
          const limit = new Date(new Date(createdAt).getTime() + lifetimeMs);
          if (new Date(data.expiresAt) > limit) return { data: { ...data, expiresAt: limit } };
        },
      },
    },
  };
}
