import { createFileRoute, Link } from "@tanstack/react-router";
import { useCallback, useEffect, useMemo } from "react";
import { Alert } from "@/web/components/ui/alert";
import { accountDetailsQuery } from "@/web/features/account/api/get-account-details";
import { loadAdminAccess } from "@/web/features/admin/admin-route-guard";
import type { UserTableParams } from "@/web/features/admin/api/get-admin-users";
import { AuditLogCard } from "@/web/features/admin/components/audit-log-card";
import { OverviewStats } from "@/web/features/admin/components/overview-stats";
import { UserDirectory } from "@/web/features/admin/components/user-directory";
import { usableUserTableParams } from "@/web/features/admin/user-table-params";
import { searchSchema } from "@/web/lib/search-params";

export const Route = createFileRoute("/admin/")({
  validateSearch: searchSchema("q", "role", "banned", "verified", "sort", "dir", "page", "pageSize"),
  // docs/product.md#screens: fetch the account details on load; a failed response or an error redirects to /.
  head: () => ({ meta: [{ title: "Admin · Goji" }] }),
  loader: ({ context }) => loadAdminAccess(() => context.queryClient.ensureQueryData(accountDetailsQuery(null))),
  component: AdminDashboard,
});

function AdminDashboard() {
  const { accountDetails } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Checked here, not in validateSearch: the route tree is in the first load, and the check uses zod.
  const params = useMemo(() => usableUserTableParams(search), [search]);
  const unusable = Object.keys(params).length < Object.keys(search).length;
  // A value the list ignores leaves the address too, in place (Back does not return to it).
  useEffect(() => {
    if (unusable) void navigate({ search: params, replace: true });
  }, [unusable, params, navigate]);
  // The table's whole state lives in the URL: shareable, and Back undoes a filter.
  const onChange = useCallback(
    (next: Partial<UserTableParams>) =>
      void navigate({ search: (previous) => ({ ...previous, ...next }), replace: "q" in next }),
    [navigate],
  );

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <p className="text-sm font-medium text-brand-600">Site administration</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl">Admin dashboard</h1>
        <p className="mt-1 text-sm text-zinc-500">
          Users, subscriptions and usage across Goji. Every action you take here is recorded in the audit log.
        </p>
      </header>
      {accountDetails.isTwoFactorEnabled ? null : (
        <Alert tone="warning" title="Protect your admin account">
          Admins can act on every account.{" "}
          <Link to="/account" className="font-medium underline">
            Turn on two-factor authentication
          </Link>{" "}
          for yours.
        </Alert>
      )}
      <OverviewStats />
      <UserDirectory params={params} onChange={onChange} />
      <AuditLogCard />
    </div>
  );
}
