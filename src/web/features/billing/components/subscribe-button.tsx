import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { isEntitling } from "@/shared/billing";
import { findPlan, FREE_PLAN_ID, type Plan } from "@/shared/plans";
import { accountDetailsQuery } from "@/web/features/account";
import { organizationDetailsQuery } from "@/web/features/organizations";
import { Button, ButtonPlaceholder, buttonClasses } from "@/web/components/ui/button";
import { useSession } from "@/web/features/auth";
import { useCreateCheckout } from "../api/create-checkout";
import { useOneAtATime } from "@/web/hooks/use-one-at-a-time";

interface Props {
  planId: string;
  /** The studio to subscribe (studio plan); defaults to the active studio. */
  organizationId?: string | undefined;
  featured?: boolean;
  /** lg on /pricing; md beside other buttons. */
  size?: "md" | "lg";
  className?: string;
  children?: ReactNode;
}

function defaultLabel(planId: string): string {
  const plan = findPlan(planId);
  if (!plan || plan.id === FREE_PLAN_ID) return "Get started for free";
  return plan.audience === "studio" ? "Subscribe your studio" : `Get ${plan.name}`;
}

/**
 * A plan's call to action on /pricing. Signed out: sign up first and come back to this plan
 * (/signup?redirect=/pricing?plan=<id>). Signed in: checkout, then the provider's page. The studio
 * plan needs a studio: the active one, or the user is sent to create one. The server decides who may
 * subscribe a studio (owner/admin) and its message is shown when it refuses.
 */
export function SubscribeButton({ planId, organizationId, featured = false, size = "lg", className, children }: Props) {
  const { data: session, isPending } = useSession();
  const checkout = useCreateCheckout();
  const classes = buttonClasses(featured ? "primary" : "outline", size, className ?? "w-full");
  const label = children ?? defaultLabel(planId);
  const plan = findPlan(planId);
  const studioId = organizationId ?? session?.session.activeOrganizationId ?? undefined;
  const isCurrent = useIsCurrentPlan(plan, session ? (studioId ?? null) : undefined);

  const start = useOneAtATime(() =>
    checkout.mutateAsync({ planId, organizationId: plan?.audience === "studio" ? studioId : undefined }).then(
      ({ url }) => window.location.assign(url),
      (error: Error) => {
        console.error("Starting checkout failed:", error);
        toast.error(error.message || "Could not start checkout.");
      },
    ),
  );

  if (isPending) {
    return (
      <ButtonPlaceholder
        label={typeof label === "string" ? label : defaultLabel(planId)}
        variant={featured ? "primary" : "outline"}
        size={size}
        className={className ?? "w-full"}
      />
    );
  }
  if (!session) {
    return plan?.id === FREE_PLAN_ID ? (
      <Link to="/signup" className={classes}>
        {label}
      </Link>
    ) : (
      <Link to="/signup" search={{ redirect: `/pricing?plan=${planId}` }} className={classes}>
        {label}
      </Link>
    );
  }
  if (plan?.id === FREE_PLAN_ID)
    return (
      <Link to="/account" className={classes}>
        Go to your account
      </Link>
    );
  // A second checkout for the plan one already has is refused by the server (409).
  if (isCurrent)
    return (
      <Link to="/account" className={classes}>
        Your current plan · Manage
      </Link>
    );

  if (plan?.audience === "studio" && !studioId) {
    return (
      <Link to="/create-organization" className={classes}>
        Create a studio first
      </Link>
    );
  }
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <Button
      variant={featured ? "primary" : "outline"}
      size={size}
      className={className ?? "w-full"}
      loading={busy}
      onClick={start}
    >
      {label}
    </Button>
  );
}

/**
 * Whether the signed-in user (for the studio plan: the studio in question) already has this paid plan.
 * `studioId` is undefined when signed out (nothing is fetched), null when no studio is active.
 */
function useIsCurrentPlan(plan: Plan | undefined, studioId: string | null | undefined): boolean {
  const paid = plan !== undefined && plan.id !== FREE_PLAN_ID && studioId !== undefined;
  const forStudio = plan?.audience === "studio";
  const personal = useQuery({ ...accountDetailsQuery(null), enabled: paid && !forStudio });
  const studio = useQuery({
    ...organizationDetailsQuery(studioId ?? ""),
    enabled: paid && forStudio && Boolean(studioId),
  });
  if (!paid) return false;
  if (forStudio) return studio.data?.activePlanId === plan.id && isEntitling(studio.data.subscriptionStatus);
  return personal.data?.subscription.subscriptionPlan === plan.name && isEntitling(personal.data.subscription.status);
}
