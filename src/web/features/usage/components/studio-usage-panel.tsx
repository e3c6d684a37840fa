import { Download, PieChart } from "lucide-react";
import type { StudioUsage } from "@/shared/usage";
import { formatPercent } from "@/shared/usage";
import { formatRoles } from "@/shared/org-roles";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { Progress } from "@/web/components/ui/progress";
import { LoadingState } from "@/web/components/ui/spinner";
import { cn } from "@/web/lib/cn";
import { formatNumber, formatShortDate, percentOf } from "@/web/lib/format";
import { studioUsageCsvUrl, useStudioUsage } from "../api/get-studio-usage";
import { AllocationEditor } from "./allocation-editor";
import { UsageChart } from "./usage-chart";

/**
 * The studio Usage tab (docs/product.md#screens): the pool (total, used, unallocated = total − Σ allocations), each
 * member's allocation (editable by owners and admins, percent to one decimal) and usage this cycle,
 * the 30-day chart and the CSV export. Members see the pool and their own line.
 */
export function StudioUsagePanel({ organizationId, canManage }: { organizationId: string; canManage: boolean }) {
  const usage = useStudioUsage(organizationId);
  if (usage.isPending) return <LoadingState message="Loading usage..." />;
  if (usage.isError) {
    return (
      <Alert tone="error" title="Could not load usage">
        {usage.error.message}{" "}
        <Button variant="link" onClick={() => void usage.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  }
  // The server decides what the caller may see and change; the prop only hides what it would refuse.
  const manages = canManage && usage.data.canManage;
  return (
    <div className="space-y-6">
      <PoolSummary usage={usage.data} csvUrl={manages ? studioUsageCsvUrl(organizationId) : null} />
      <Card>
        <CardHeader
          title="Credit allocation"
          description={
            manages
              ? "Reserve credits for a member, or leave empty so they share the unallocated credits."
              : "Your share of the studio's credits this cycle."
          }
        />
        <CardBody className="overflow-x-auto p-0 sm:p-0">
          <MemberTable usage={usage.data} organizationId={organizationId} manages={manages} />
        </CardBody>
      </Card>
      <Card>
        <CardHeader
          title="Daily usage"
          description={manages ? "Credits spent per member, last 30 days." : "Your credits spent, last 30 days."}
        />
        <CardBody>
          <UsageChart daily={usage.data.daily} />
        </CardBody>
      </Card>
    </div>
  );
}

function PoolSummary({ usage, csvUrl }: { usage: StudioUsage; csvUrl: string | null }) {
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

/**
 * A table from `sm` up; below it each member's row stacks into a block with its own labels, so the
 * allocation field and its Save button stay on a 375 px screen instead of behind a sideways scroll.
 */
function MemberTable({
  usage,
  organizationId,
  manages,
}: {
  usage: StudioUsage;
  organizationId: string;
  manages: boolean;
}) {
  if (usage.members.length === 0) return <p className="px-5 py-6 text-sm text-zinc-500">No members.</p>;
  return (
    <table className="w-full text-left text-sm sm:min-w-[36rem]">
      <thead className="border-b border-zinc-100 text-xs text-zinc-500 uppercase max-sm:hidden">
        <tr>
          <th scope="col" className="px-5 py-2.5 font-medium">
            Member
          </th>
          <th scope="col" className="px-3 py-2.5 font-medium">
            Allocation
          </th>
          <th scope="col" className="px-3 py-2.5 text-right font-medium">
            Of pool
          </th>
          <th scope="col" className="px-5 py-2.5 text-right font-medium">
            Used this cycle
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-zinc-100">
        {usage.members.map((member) => (
          <tr
            key={member.memberId}
            className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-2 max-sm:px-5 max-sm:py-4"
          >
            <td className="px-5 py-3 max-sm:col-span-2 max-sm:p-0">
              <div className="font-medium text-zinc-900">{member.name || member.email}</div>
              <div className="text-xs wrap-anywhere text-zinc-500">
                {member.email} · {formatRoles(member.role)}
              </div>
            </td>
            <td className="px-3 py-3 max-sm:col-span-2 max-sm:p-0">
              <MobileLabel>Allocation</MobileLabel>
              {manages ? (
                <AllocationEditor
                  key={`${member.memberId}:${member.creditAllocation}`}
                  organizationId={organizationId}
                  memberId={member.memberId}
                  memberName={member.name || member.email}
                  creditAllocation={member.creditAllocation}
                />
              ) : (
                <span className="text-zinc-900">
                  {member.creditAllocation === null ? "Shared" : formatNumber(member.creditAllocation)}
                </span>
              )}
            </td>
            <td className="px-3 py-3 text-right text-zinc-700 tabular-nums max-sm:p-0 max-sm:text-left">
              <MobileLabel>Of pool</MobileLabel>
              {member.creditAllocation === null ? "—" : formatPercent(member.creditAllocation, usage.pool.total)}
            </td>
            <td className="px-5 py-3 text-right text-zinc-900 tabular-nums max-sm:p-0 max-sm:text-left">
              <MobileLabel>Used this cycle</MobileLabel>
              {formatNumber(member.usedThisCycle)}
              {member.creditAllocation !== null ? (
                <span className="text-zinc-400"> / {formatNumber(member.creditAllocation)}</span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A cell's column name where the table's header row is hidden (below `sm`). */
function MobileLabel({ children }: { children: string }) {
  return (
    <span className="mb-1 block text-xs font-medium tracking-wide text-zinc-500 uppercase sm:hidden">{children}</span>
  );
}
