import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { AuthenticationError, PleaseSignIn } from "@/web/features/account/components/account-states";
import { EmailChangeNotice } from "@/web/features/account/components/email-change-notice";
import { useCheckoutReturnSync } from "@/web/features/billing/use-checkout-return-sync";
import { useSession } from "@/web/features/auth";
import { searchSchema } from "@/web/lib/search-params";
import { AccountSkeleton } from "./-account/account-skeleton";

// Loaded only once a session exists: the signed-out page stays as light as / (tests/e2e/page-weight.spec.ts).
const SignedInAccount = lazy(() => import("./-account/signed-in-account"));

export const Route = createFileRoute("/account")({
  head: () => ({ meta: [{ title: "Account · Goji" }] }),
  // from=checkout (docs/product.md#screens); from=email-change (with error=… when refused): where an e-mail change link
  // lands; tab=members|usage|billing|settings: the studio view's tab.
  validateSearch: searchSchema("from", "error", "tab"),
  component: AccountPage,
});

/** /account (docs/product.md#screens): the session check's states, then the studio or the personal settings view. */
function AccountPage() {
  // docs/product.md#screens: back from checkout (?from=checkout) → sync the subscription, then drop the query string.
  useCheckoutReturnSync();
  const { data: session, isPending, error } = useSession();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const notice =
    search.from === "email-change" ? (
      <EmailChangeNotice
        error={search.error}
        email={session?.user.email}
        onDismiss={() => void navigate({ search: ({ tab }) => ({ tab }), replace: true })}
      />
    ) : null;
  if (isPending) return <AccountSkeleton />;
  if (error) return <AuthenticationError message={error.message} />;
  return (
    <>
      {notice}
      {session ? (
        <Suspense fallback={<AccountSkeleton />}>
          <SignedInAccount session={session} />
        </Suspense>
      ) : (
        <PleaseSignIn />
      )}
    </>
  );
}
