import type { LocalInvoiceView } from "@/shared/local-billing";
import { Badge } from "@/web/components/ui/badge";
import { formatShortDate } from "@/web/lib/format";

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Invoice history, newest first, as the Stripe portal lists it. */
export function InvoiceList({ invoices }: { invoices: LocalInvoiceView[] }) {
  return (
    <section aria-labelledby="invoices" className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm">
      <h2 id="invoices" className="text-sm font-semibold tracking-wide text-zinc-500 uppercase">
        Invoice history
      </h2>
      {invoices.length === 0 ? (
        <p className="mt-4 text-sm text-zinc-600">No invoices yet.</p>
      ) : (
        <div className="mt-4 overflow-x-auto" tabIndex={0} role="group" aria-label="Invoices">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-zinc-500 uppercase">
              <tr>
                <th className="py-2 pr-4 font-medium">Date</th>
                <th className="hidden py-2 pr-4 font-medium sm:table-cell">Invoice</th>
                <th className="hidden py-2 pr-4 font-medium sm:table-cell">Description</th>
                <th className="py-2 pr-4 text-right font-medium">Amount</th>
                <th className="py-2 font-medium">Status</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-100">
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td className="py-3 pr-4 text-zinc-900">
                    <span className="whitespace-nowrap">{formatShortDate(invoice.createdAt)}</span>
                    {/* On a phone the invoice and description columns give way; the plan stays, under the date. */}
                    <span className="block text-xs text-zinc-500 sm:hidden">{invoice.planName}</span>
                  </td>
                  <td className="hidden py-3 pr-4 font-mono text-xs whitespace-nowrap text-zinc-600 sm:table-cell">
                    {invoice.number}
                  </td>
                  <td className="hidden py-3 pr-4 text-zinc-700 sm:table-cell">
                    Goji {invoice.planName} · {formatShortDate(invoice.periodStart)} –{" "}
                    {formatShortDate(invoice.periodEnd)}
                  </td>
                  <td className="py-3 pr-4 text-right whitespace-nowrap text-zinc-900">{money(invoice.amountCents)}</td>
                  <td className="py-3">
                    <Badge tone={invoice.status === "paid" ? "success" : "warning"}>
                      {invoice.status === "paid" ? "Paid" : "Open"}
                    </Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
