import { createFileRoute } from "@tanstack/react-router";
import { ConfirmAccountDeletion } from "@/web/features/account/components/confirm-account-deletion";
import { searchSchema } from "@/web/lib/search-params";

/** Where the account deletion e-mail's link leads: one last confirmation before the account goes. */
export const Route = createFileRoute("/delete-account")({
  head: () => ({ meta: [{ title: "Delete account · Goji" }] }),
  validateSearch: searchSchema("token"),
  component: DeleteAccountPage,
});

function DeleteAccountPage() {
  const { token } = Route.useSearch();
  return <ConfirmAccountDeletion token={token} />;
}
