/**
 * fetch for the product's own API (same origin, credentials included). A failed response throws an
 * ApiError whose message is the server's `error.message` (or `message`) when present, else
 * 'HTTP error! status: {code}' (docs/product.md#messages).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** A 422's issues, one per field: `message` there has no "field:" prefix, for showing beside a form. */
  readonly details: ReadonlyArray<{ path: string; message: string }>;

  constructor(
    status: number,
    message: string,
    code?: string,
    details: ReadonlyArray<{ path: string; message: string }> = [],
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** True for an ApiError with this status (and code, when given). */
export function isApiError(error: unknown, status: number, code?: string): error is ApiError {
  return error instanceof ApiError && error.status === status && (code === undefined || error.code === code);
}

export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await fetch(path, {
    credentials: "include",
    ...rest,
    headers: {
      Accept: "application/json",
      ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

async function toApiError(response: Response): Promise<ApiError> {
  const fallback = `HTTP error! status: ${response.status}`;
  try {
    const body = (await response.json()) as {
      error?: { message?: string; code?: string; details?: unknown } | string;
      message?: string;
    };
    if (typeof body.error === "object" && body.error?.message)
      return new ApiError(response.status, body.error.message, body.error.code, fieldIssues(body.error.details));
    if (typeof body.message === "string" && body.message) return new ApiError(response.status, body.message);
    if (typeof body.error === "string" && body.error) return new ApiError(response.status, body.error);
  } catch {
    // Not JSON: the status line is all we have.
  }
  return new ApiError(response.status, fallback);
}

function fieldIssues(details: unknown): Array<{ path: string; message: string }> {
  if (!Array.isArray(details)) return [];
  return details.filter(
    (d): d is { path: string; message: string } => typeof d?.path === "string" && typeof d?.message === "string",
  );
}

/** The words to show for a failed call: a 422's first field message (no "field:" prefix), else the error's own. */
export function messageFor(error: Error | null | undefined): string | undefined {
  if (!error) return undefined;
  return (error instanceof ApiError ? error.details[0]?.message : undefined) ?? error.message;
}
