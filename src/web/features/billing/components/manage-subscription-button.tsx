import { CreditCard } from "lucide-react";
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
}: Props) {
  const portal = useCreatePortalSession();
  // The portal links back to the page without its query string (e.g. ?from=checkout).
  const open = () =>
    portal.mutate(
      { returnUrl: `${window.location.origin}${window.location.pathname}`, organizationId },
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
  return (
    <Button variant={variant} className={className} loading={busy} onClick={open}>
      {busy ? null : <CreditCard className="h-4 w-4" aria-hidden />}
      {label}
    </Button>
  );
}
