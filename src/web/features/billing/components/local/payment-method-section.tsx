import { CreditCard } from "lucide-react";
import { useState } from "react";
import type { LocalCardView } from "@/shared/local-billing";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import type { LocalPortalAction } from "../../api/update-local-portal";
import { TestCardForm } from "./test-card-form";

/** The saved test card and a dialog to replace it (which also pays a past-due renewal). */
export function PaymentMethodSection({
  card,
  act,
  busy,
  error,
}: {
  card: LocalCardView | null;
  act: (action: LocalPortalAction) => Promise<boolean>;
  busy: boolean;
  error?: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="payment-method" className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm">
      <h2 id="payment-method" className="text-sm font-semibold tracking-wide text-zinc-500 uppercase">
        Payment method
      </h2>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {card ? (
          <p className="flex items-center gap-3 text-sm text-zinc-900">
            <CreditCard className="h-5 w-5 text-zinc-500" aria-hidden />
            <span className="font-medium">
              {card.brand} •••• {card.last4}
            </span>
            <span className="text-zinc-500">
              Expires {String(card.expMonth).padStart(2, "0")}/{card.expYear}
            </span>
          </p>
        ) : (
          <p className="text-sm text-zinc-600">No card on file.</p>
        )}
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          {card ? "Update card" : "Add card"}
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Update payment method"
        description="Test cards only. An unpaid renewal is charged to the new card at once."
      >
        <TestCardForm
          submitLabel="Save card"
          pending={busy}
          error={open ? error : undefined}
          onSubmit={(next) =>
            act({ type: "card", card: next }).then((saved) => {
              if (saved) setOpen(false);
            })
          }
        />
      </Dialog>
    </section>
  );
}
