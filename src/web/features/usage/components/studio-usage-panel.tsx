import { isOwnerOrAdmin } from "@/shared/org-roles";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { LoadingState } from "@/web/components/ui/spinner";
import { studioUsageCsvUrl, useStudioUsage } from "../api/get-studio-usage";
import { MemberUsageTable } from "./member-usage-table";
import { PoolSummary } from "./pool-summary";
import { UsageChart } from "./usage-chart";

/**
 * The studio Usage tab (docs/product.md#screens): the pool (total, used, unallocated = total − Σ allocations), each
 * member's allocation (editable by owners, and by admins for plain members; percent to one decimal) and usage this cycle,
 * the 30-day chart and the CSV export. Members see the pool and their own line.
 */
export function StudioUsagePanel({ organizationId, actorRole }: { organizationId: string; actorRole: string }) {
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
  const manages = isOwnerOrAdmin(actorRole) && usage.data.canManage;
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
          <MemberUsageTable
            usage={usage.data}
            organizationId={organizationId}
            manages={manages}
            actorRole={actorRole}
          />
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
