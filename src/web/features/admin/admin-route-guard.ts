import { redirect } from "@tanstack/react-router";
import type { AccountDetails } from "@/shared/account";
import { getSession } from "@/web/features/auth";

/**
 * The admin pages' loader (docs/product.md#screens): fetch the account details — a failed response or any error sends
 * the browser to / — and, beyond docs/product.md#screens, send anyone who is not a site admin there too, since the
 * server would refuse every call the page makes (docs/architecture.md#security-rules-that-hold-everywhere: the UI hides what the server refuses).
 */
export async function loadAdminAccess(
  loadAccountDetails: () => Promise<AccountDetails>,
): Promise<{ accountDetails: AccountDetails }> {
  let accountDetails: AccountDetails;
  try {
    accountDetails = await loadAccountDetails();
  } catch {
    throw redirect({ to: "/" });
  }
  const session = await getSession();
  if (session?.user.role !== "admin") throw redirect({ to: "/" });
  return { accountDetails };
}
