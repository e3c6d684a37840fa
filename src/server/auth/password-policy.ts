import { APIError, createAuthMiddleware } from "better-auth/api";
import { passwordProblem } from "../../shared/password-rules.ts";

/** Paths whose body carries a new password, and the field it is in. */
const newPasswordField: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/set-password": "newPassword",
};

/** Enforces the password rules of docs/product.md#validation on the server, whatever the client checked. */
export const passwordPolicy = createAuthMiddleware(async (ctx) => {
  const field = newPasswordField[ctx.path];
  if (!field) return;
  const value = (ctx.body as Record<string, unknown> | undefined)?.[field];
  if (typeof value !== "string") return; // better-auth's own validation answers a missing field
  const problem = passwordProblem(value);
  if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "PASSWORD_POLICY" });
});
