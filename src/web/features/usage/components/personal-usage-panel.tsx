import { BarChart3, Download } from "lucide-react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { formatNumber, formatShortDate } from "@/web/lib/format";
import { personalUsageCsvUrl, usePersonalUsage } from "../api/get-personal-usage";
import { UsageChart } from "./usage-chart";

/** The personal usage history: this cycle's total, the same 30-day chart as a studio's and its CSV export. */
export function PersonalUsagePanel() {
  const usage = usePersonalUsage();
  return (
    <Card>
      <CardHeader
        icon={<BarChart3 className="h-5 w-5" aria-hidden />}
        title="Usage history"
        description={
          usage.data
            ? `${formatNumber(usage.data.used)} / ${formatNumber(usage.data.total)} credits used this cycle (resets ${formatShortDate(usage.data.cycleEnd)}).`
            : "Credits your plugin spent, last 30 days."
        }
        action={
          <Button asChild variant="outline" size="sm">
            <a href={personalUsageCsvUrl} download>
              <Download className="h-4 w-4" aria-hidden /> Export CSV
            </a>
          </Button>
        }
      />
      <CardBody>
        {usage.isPending ? (
          <div className="flex items-center gap-2 text-sm text-zinc-500" role="status">
            <Spinner className="h-4 w-4" /> Loading usage...
          </div>
        ) : usage.isError ? (
          <Alert tone="error" title="Could not load usage">
            {usage.error.message}{" "}
            <Button variant="link" onClick={() => void usage.refetch()}>
              Try Again
            </Button>
          </Alert>
        ) : (
          <UsageChart daily={usage.data.daily} label="Your daily credit usage, last 30 days" />
        )}
      </CardBody>
    </Card>
  );
}
