import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { AppError } from "./errors.ts";

/**
 * zod validation for a request part; a failure becomes a 422 with every issue listed, so a client
 * learns all that is wrong at once. A body that is not valid JSON is a 400 (see error-handler), one sent as
 * another media type a 415.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    // Hono's JSON validator reads a body sent as anything but JSON as `{}`: with every field optional, a form
    // or text body would have been taken as an empty request and acted on.
    if (target === "json" && sendsBodyNotAsJson(c.req.raw)) throw NOT_JSON();
    if (!result.success) throw validationError(result.error.issues);
  });
}

const NOT_JSON = () =>
  new AppError("unsupported_media_type", "Send the body as JSON, with Content-Type: application/json.");
const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * A request that sends a body whose Content-Type is not JSON. A body is known by its length (or chunked
 * encoding); when a content type is named without a length (a request made in-process), by the stream itself.
 * A POST with no body and no content type (`curl -X POST`) is an empty request, not a refusal.
 */
function sendsBodyNotAsJson(request: Request): boolean {
  const length = request.headers.get("content-length");
  const declaresBody = (length !== null && length.trim() !== "0") || request.headers.has("transfer-encoding");
  const contentType = request.headers.get("content-type");
  if (contentType === null) return declaresBody;
  if (JSON_MEDIA_TYPE.test(contentType)) return false;
  return declaresBody || (length === null && request.body !== null);
}

/** The 422 for a failed zod parse: the first issue as the message, every issue in the details. */
export function validationError(zodIssues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): AppError {
  const issues = zodIssues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
  const first = issues[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : "Invalid request.";
  return new AppError("unprocessable", message, { details: issues });
}
