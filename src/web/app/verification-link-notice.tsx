import { useRouter, useRouterState } from "@tanstack/react-router";
import { DismissibleAlert } from "@/web/components/ui/dismissible-alert";
import { useStarted } from "@/web/hooks/use-started";

/** What better-auth appends to the page a refused verification link sends the visitor to. */
const LINK_ERRORS = new Set(["INVALID_TOKEN", "TOKEN_EXPIRED"]);

/**
 * Says so when a sign-up verification link was refused (a mistyped, used or expired link lands on its page with
 * `?error=INVALID_TOKEN`), on whichever page that is, and how to get a new one. An e-mail change link's refusal has
 * its own notice on /account (from=email-change). Shown after the app has started, so a prerendered page hydrates
 * as it was built.
 */
export function VerificationLinkNotice() {
  const router = useRouter();
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const started = useStarted(); // a prerendered page's HTML has no notice
  const error = typeof search.error === "string" ? search.error : undefined;
  if (!started || !error || !LINK_ERRORS.has(error) || search.from === "email-change") return null;

  const dismiss = () => {
    const url = new URL(window.location.href);
    url.searchParams.delete("error");
    void router.navigate({ href: `${url.pathname}${url.search}${url.hash}`, replace: true });
  };
  return (
    <DismissibleAlert tone="error" title="This verification link is invalid or has expired" onDismiss={dismiss}>
      If your e-mail address is not verified yet, sign in with it and we will send you a new link.
    </DismissibleAlert>
  );
}
