import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { AppError } from "./errors.ts";

/**
 * zod validation for a request part; a failure becomes a 422 with every issue listed, so a client
 * learns all that is wrong at once. A body that is not JSON is a 400 (see error-handler).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const issues = result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    const first = issues[0];
    const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : "Invalid request.";
    throw new AppError("unprocessable", message, { details: issues });
  });
}
