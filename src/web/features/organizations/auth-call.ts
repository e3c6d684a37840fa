/** Unwraps a better-auth client result: throws its message (or the HTTP status text of docs/product.md#messages). */
export async function authCall<T>(
  promise: Promise<{ data: T | null; error: { message?: string | undefined; status: number } | null }>,
): Promise<T | null> {
  const { data, error } = await promise;
  if (error) throw new Error(error.message || `HTTP error! status: ${error.status}`);
  return data;
}
