import { UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";

/** Profile Information (docs/product.md#screens, card 5; the studio view passes team name and role instead). */
export function ProfileCard({ rows }: { rows: Array<{ label: string; value: ReactNode }> }) {
  return (
    <Card>
      <CardHeader icon={<UserRound className="h-5 w-5" aria-hidden />} title="Profile Information" />
      <CardBody>
        <dl className="divide-y divide-zinc-100">
          {rows.map((row) => (
            <div key={row.label} className="grid grid-cols-1 gap-1 py-2.5 first:pt-0 last:pb-0 sm:grid-cols-3 sm:gap-4">
              <dt className="text-sm text-zinc-500">{row.label}</dt>
              <dd className="text-sm font-medium break-words text-zinc-900 sm:col-span-2">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}
