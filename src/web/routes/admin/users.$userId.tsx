import { createFileRoute } from "@tanstack/react-router";
import { accountDetailsQuery } from "@/web/features/account/api/get-account-details";
import { loadAdminAccess } from "@/web/features/admin/admin-route-guard";
import { UserPage } from "@/web/features/admin/components/user-page";
import { useSession } from "@/web/features/auth";

export const Route = createFileRoute("/admin/users/$userId")({
  head: () => ({ meta: [{ title: "User · Admin · Goji" }] }),
  loader: ({ context }) => loadAdminAccess(() => context.queryClient.ensureQueryData(accountDetailsQuery(null))),
  component: AdminUserRoute,
});

function AdminUserRoute() {
  const { userId } = Route.useParams();
  const { data: session } = useSession();
  // Keyed by user so moving between users resets every dialog and form.
  return <UserPage key={userId} userId={userId} currentAdminId={session?.user.id ?? ""} />;
}
