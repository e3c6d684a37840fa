import { CreditCard } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";

/** Subscription Management (docs/product.md#screens, card 6): what the billing portal offers, and the button to it. */
export function SubscriptionManagementCard({ portalButton }: { portalButton: ReactNode }) {
  return (
    <Card>
      <CardHeader
        icon={<CreditCard className="h-5 w-5" aria-hidden />}
        title="Subscription Management"
        description="Billing is handled in the secure customer portal."
      />
      <CardBody className="space-y-4">
        <ul className="list-disc space-y-1 pl-5 text-sm text-zinc-600">
          <li>View and modify your subscription</li>
          <li>Access previous invoices</li>
          <li>Update billing information</li>
        </ul>
        {portalButton}
      </CardBody>
    </Card>
  );
}
