import { Link } from "@tanstack/react-router";
import { CreditCard } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api-client";
import { useCreatePortalSession } from "../api/create-portal-session";

const NO_URL = "No portal URL returned";
const UNEXPECTED = "An unexpected error occurred while accessing the portal.";

interface Props {
  /** Opens the studio's billing instead of the personal one (owners and admins). */
  organizationId?: string | undefined;
  label?: string;
  variant?: ButtonProps["variant"];
  className?: string;
  /**
   * The account never subscribed: the portal would only say "No active subscription", so the button explains
   * that inline and points to the plans instead (issue 19).
   */
  neverSubscribed?: boolean;
}

/**
 * Manage Subscription (docs/product.md#screens, docs/api.md): asks for a portal session that returns to this page, then
 * leaves for the portal. Failures are a toast and a console entry (docs/product.md#messages).
 */
export function ManageSubscriptionButton({
  organizationId,
  label = "Manage Subscription",
  variant = "outline",
  className,
  neverSubscribed = false,
}: Props) {
  const portal = useCreatePortalSession();
  const [explained, setExplained] = useState(false);
  const noteId = useId();
  const open = () =>
    portal.mutate(
      { returnUrl: portalReturnUrl(), organizationId },
      {
        onSuccess: (response) => {
          if (!response?.url) {
            console.error(NO_URL, response);
            toast.error(NO_URL);
            return;
          }
          window.location.assign(response.url);
        },
        onError: (error) => {
          console.error("Opening the billing portal failed:", error);
          toast.error(error instanceof ApiError ? error.message : UNEXPECTED);
        },
      },
    );
  // Stays busy after success: the browser is on its way to the portal.
  const busy = portal.isPending || (portal.isSuccess && Boolean(portal.data?.url));
  const button = (
    <Button
      variant={variant}
      className={className}
      loading={busy}
      onClick={neverSubscribed ? () => setExplained(true) : open}
      aria-describedby={explained ? noteId : undefined}
    >
      {busy ? null : <CreditCard className="h-4 w-4" aria-hidden />}
      {label}
    </Button>
  );
  if (!neverSubscribed) return button;
  return (
    <div className="flex flex-col items-start gap-2">
      {button}
      {explained ? (
        <p id={noteId} role="status" className="max-w-sm text-sm text-zinc-600">
          You are on the Free plan, so there is no subscription to manage yet.{" "}
          <Link to="/pricing" className="font-medium text-brand-700 underline underline-offset-2">
            Choose a plan
          </Link>{" "}
          to upgrade.
        </p>
      ) : null}
    </div>
  );
}

/**
 * The portal links back to this page without its one-off parameters (e.g. ?from=checkout), but on the same studio
 * tab (?tab=billing), where the button was.
 */
function portalReturnUrl(): string {
  const here = new URL(window.location.href);
  const back = new URL(here.pathname, here.origin);
  const tab = here.searchParams.get("tab");
  if (tab) back.searchParams.set("tab", tab);
  return back.href;
}
