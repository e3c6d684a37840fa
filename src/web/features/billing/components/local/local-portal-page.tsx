import { ArrowLeft } from "lucide-react";
import { toast } from "sonner";
import { isEntitling } from "@/shared/billing";
import { LoadingState } from "@/web/components/ui/spinner";
import { useLocalPortal } from "../../api/get-local-portal";
import { useUpdateLocalPortal, type LocalPortalAction } from "../../api/update-local-portal";
import { BillingLoadError } from "./billing-page-state";
import { CurrentPlanSection } from "./current-plan-section";
import { InvoiceList } from "./invoice-list";
import { PaymentMethodSection } from "./payment-method-section";
import { TestClockPanel } from "./test-clock-panel";
import { TestModeBanner } from "./test-mode-banner";
import { messageFor } from "@/web/lib/api-client";

const done: Record<LocalPortalAction["type"], string> = {
  cancel: "Your plan will end at the end of the period.",
  resume: "Your plan will renew as usual.",
  plan: "Your plan was changed.",
  card: "Your card was saved.",
  simulate: "The test clock moved on.",
};

/**
 * The local provider's customer portal: what Stripe's portal offers — the plan with cancel, resume
 * and plan changes, the card, the invoices — plus a test clock. Each change runs the same sync as a
 * Stripe webhook, so Goji's pages show it on return.
 */
export function LocalPortalPage({ sessionId }: { sessionId: string }) {
  const { data: portal, isPending, error } = useLocalPortal(sessionId);
  const update = useUpdateLocalPortal(sessionId);

  if (isPending) return <LoadingState message="Loading billing portal..." />;
  if (error) return <BillingLoadError error={error} backTo={{ to: "/account", label: "Back to your account" }} />;

  // Never rejects: failures are shown (a toast, or inside the card dialog) and answer false.
  const act = (action: LocalPortalAction) =>
    update.mutateAsync(action).then(
      () => {
        toast.success(done[action.type]);
        return true;
      },
      (failure: Error) => {
        if (action.type !== "card") toast.error(failure.message);
        return false;
      },
    );
  const isStudio = portal.audience === "studio";
  const status = portal.subscription && isEntitling(portal.subscription.status) ? portal.subscription.status : null;

  return (
    <div>
      <TestModeBanner what="billing portal" />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
        <a
          href={portal.returnUrl}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-zinc-600 hover:text-zinc-900"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Goji
        </a>
        <header>
          <h1 className="text-2xl font-bold tracking-tight text-zinc-900">Billing</h1>
          <p className="mt-1 text-sm text-zinc-600">
            {portal.accountLabel} · {portal.email}
          </p>
        </header>
        <CurrentPlanSection
          subscription={portal.subscription}
          plans={portal.plans}
          fallback={isStudio ? "no plan (zero credits)" : "the Free plan"}
          act={act}
          busy={update.isPending}
        />
        <PaymentMethodSection
          card={portal.card}
          act={act}
          busy={update.isPending}
          error={update.variables?.type === "card" ? messageFor(update.error) : undefined}
        />
        <InvoiceList invoices={portal.invoices} />
        {portal.simulationsEnabled ? <TestClockPanel status={status} act={act} busy={update.isPending} /> : null}
      </div>
    </div>
  );
}
