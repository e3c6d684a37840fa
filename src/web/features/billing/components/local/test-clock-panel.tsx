import { Clock } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import type { LocalPortalAction } from "../../api/update-local-portal";

/**
 * Stand-ins for time passing, like Stripe's test clocks (never in production): end the period now
 * and renew it, fail the next renewal payment, or let the provider give up collecting.
 */
export function TestClockPanel({
  status,
  act,
  busy,
}: {
  status: string | null;
  act: (action: LocalPortalAction) => Promise<boolean>;
  busy: boolean;
}) {
  const simulate = (event: "renewal" | "payment_failed" | "retries_exhausted") => void act({ type: "simulate", event });
  return (
    <section
      aria-labelledby="test-clock"
      className="rounded-2xl border border-dashed border-amber-300 bg-amber-50/50 p-6"
    >
      <h2
        id="test-clock"
        className="flex items-center gap-2 text-sm font-semibold tracking-wide text-amber-900 uppercase"
      >
        <Clock className="h-4 w-4" aria-hidden />
        Test clock
      </h2>
      <p className="mt-2 text-sm text-amber-900/80">
        Move this subscription through time to try renewals and failed payments. Available outside production only.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={busy || !status} onClick={() => simulate("renewal")}>
          End period now
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy || status !== "active"}
          onClick={() => simulate("payment_failed")}
        >
          Fail the next payment
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy || status !== "past_due"}
          onClick={() => simulate("retries_exhausted")}
        >
          Exhaust payment retries
        </Button>
      </div>
    </section>
  );
}
