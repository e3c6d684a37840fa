import { Building2, Gauge } from "lucide-react";
import type { AdminUserDetail } from "@/shared/admin";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { Progress } from "@/web/components/ui/progress";
import { formatNumber, formatShortDate, percentOf } from "@/web/lib/format";

/** Personal plan and credits of the current cycle. */
export function UserCreditsCard({ credits }: { credits: AdminUserDetail["credits"] }) {
  return (
    <Card>
      <CardHeader
        icon={<Gauge className="h-5 w-5" aria-hidden />}
        title="Subscription & credits"
        description="Personal plan, this cycle."
      />
      <CardBody className="space-y-3">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="font-medium text-zinc-900">{credits.planName}</span>
          <span className="text-zinc-500">
            {credits.cycleEnd ? `Renews ${formatShortDate(credits.cycleEnd)}` : "No cycle yet"}
          </span>
        </div>
        <Progress percent={percentOf(credits.used, credits.total)} label="Personal credits used" />
        <p className="text-sm text-zinc-600 tabular-nums">
          {formatNumber(credits.used)} / {formatNumber(credits.total)} credits used
        </p>
      </CardBody>
    </Card>
  );
}

/** The studios the user belongs to, with their role and the studio's plan and pool. */
export function UserStudiosCard({ studios }: { studios: AdminUserDetail["studios"] }) {
  return (
    <Card>
      <CardHeader
        icon={<Building2 className="h-5 w-5" aria-hidden />}
        title="Studios"
        description={studios.length ? `${studios.length} membership${studios.length === 1 ? "" : "s"}` : undefined}
      />
      {studios.length === 0 ? (
        <CardBody>
          <p className="text-sm text-zinc-500">Not a member of any studio.</p>
        </CardBody>
      ) : (
        <ul className="divide-y divide-zinc-100">
          {studios.map((studio) => (
            <li key={studio.id} className="space-y-1 px-5 py-3 text-sm sm:px-6">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-zinc-900">{studio.name}</span>
                <span className="flex gap-1.5">
                  {studio.role.split(",").map((role) => (
                    <Badge key={role} tone={role.trim() === "member" ? "neutral" : "brand"}>
                      {role.trim().toUpperCase()}
                    </Badge>
                  ))}
                </span>
              </div>
              <p className="text-zinc-500">
                {studio.planName} plan
                {studio.credits
                  ? ` · ${formatNumber(studio.credits.used)} / ${formatNumber(studio.credits.total)} credits used`
                  : ""}
                {studio.creditAllocation !== null ? ` · allocation ${formatNumber(studio.creditAllocation)}` : ""}
                {` · joined ${formatShortDate(studio.joinedAt)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
