import { Download, PieChart } from "lucide-react";
import type { StudioUsage } from "@/shared/usage";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { Progress } from "@/web/components/ui/progress";
import { cn } from "@/web/lib/cn";
import { formatNumber, formatShortDate, percentOf } from "@/web/lib/format";

/** The studio pool this cycle: total, used, unallocated, and the CSV export for those who manage it. */
export function PoolSummary({ usage, csvUrl }: { usage: StudioUsage; csvUrl: string | null }) {
  const { pool } = usage;
  const stats = [
    { label: "Total credits", value: pool.total },
    { label: "Used", value: pool.used },
    { label: "Unallocated", value: pool.unallocated },
  ];
  return (
    <Card>
      <CardHeader
        icon={<PieChart className="h-5 w-5" aria-hidden />}
        title="Studio credits"
        description={`This cycle: ${formatShortDate(usage.cycleStart)} – ${formatShortDate(usage.cycleEnd)}`}
        action={
          csvUrl ? (
            <Button asChild variant="outline" size="sm">
              <a href={csvUrl} download>
                <Download className="h-4 w-4" aria-hidden /> Export CSV
              </a>
            </Button>
          ) : undefined
        }
      />
      <CardBody className="space-y-4">
        <dl className="grid grid-cols-3 gap-4">
          {stats.map((stat) => (
            // Values sit on one line even when a label wraps on a narrow screen ("Total credits").
            <div key={stat.label} className="flex flex-col">
              <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase">{stat.label}</dt>
              <dd
                className={cn(
                  "mt-auto pt-1 text-xl font-semibold tabular-nums",
                  stat.value < 0 ? "text-amber-700" : "text-zinc-900",
                )}
              >
                {formatNumber(stat.value)}
              </dd>
            </div>
          ))}
        </dl>
        <Progress percent={percentOf(pool.used, pool.total)} label="Studio credits used this cycle" />
        {pool.total === 0 ? (
          <p className="text-sm text-zinc-500">
            {/* Only owners and admins have a Billing tab. */}
            {usage.canManage
              ? "This studio has no credits yet: subscribe to the Studio plan on the Billing tab."
              : "This studio has no credits yet: ask an owner or admin to subscribe to the Studio plan."}
          </p>
        ) : null}
        {pool.unallocated < 0 ? (
          // A smaller plan can leave allocations above the total; lowering them is always allowed.
          <p className="text-sm text-amber-700">
            Allocations exceed this cycle's credits by {formatNumber(-pool.unallocated)}: members without an allocation
            cannot spend until allocations are lowered.
          </p>
        ) : null}
      </CardBody>
    </Card>
  );
}
