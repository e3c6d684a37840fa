import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@/web/lib/api-client";

/**
 * GET /api/account/export (GDPR art. 20), saved as the JSON file the server names. Fetched rather than
 * linked, so a failure (the payment provider down, a lost session) shows as a message on the page.
 */
export async function downloadAccountData(): Promise<string> {
  const response = await fetch("/api/account/export", {
    credentials: "include",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new ApiError(response.status, body?.error?.message ?? `HTTP error! status: ${response.status}`);
  }
  const filename =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "goji-account-data.json";
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}

export const useDownloadAccountData = () => useMutation({ mutationFn: downloadAccountData });
