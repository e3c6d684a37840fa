import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { AppError } from "./errors.ts";

/**
 * zod validation for a request part; a failure becomes a 422 with every issue listed, so a client
 * learns all that is wrong at once. A body that is not JSON is a 400 (see error-handler).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error.issues);
  });
}

/** The 422 for a failed zod parse: the first issue as the message, every issue in the details. */
export function validationError(zodIssues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): AppError {
  const issues = zodIssues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
  const first = issues[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : "Invalid request.";
  return new AppError("unprocessable", message, { details: issues });
}
