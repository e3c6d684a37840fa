import { Activity, Building2, CreditCard, UserPlus, Users } from "lucide-react";
import type { ReactNode } from "react";
import type { AdminOverview } from "@/shared/admin";
import { Alert } from "@/web/components/ui/alert";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { cn } from "@/web/lib/cn";
import { formatNumber } from "@/web/lib/format";
import { useAdminOverview } from "../api/get-admin-overview";
import { DailyBarChart, DailyBarChartSkeleton } from "./daily-bar-chart";

/**
 * One headline figure. While loading (`value` undefined) it keeps its label and the place of its value and note,
 * with the same text in the same lines, so nothing below moves when the numbers arrive.
 */
function Stat({
  icon,
  label,
  value,
  children,
  className,
}: {
  icon: ReactNode;
  label: string;
  value: string | undefined;
  children?: ReactNode;
  className?: string;
}) {
  const loading = value === undefined;
  return (
    <Card className={cn("p-4 sm:p-5", className)}>
      <div className="flex items-center gap-2 text-sm font-medium text-zinc-500">
        <span className="text-brand-500" aria-hidden>
          {icon}
        </span>
        {label}
      </div>
      <p className="mt-2 text-2xl font-semibold tracking-tight text-zinc-900 tabular-nums">
        {loading ? <span className="inline-block h-6 w-16 animate-pulse rounded bg-zinc-100 align-middle" /> : value}
      </p>
      {children ? (
        <div className={cn("mt-1 text-xs text-zinc-500", loading && "invisible")} aria-hidden={loading || undefined}>
          {children}
        </div>
      ) : null}
    </Card>
  );
}

const plural = (count: number, noun: string) => `${formatNumber(count)} ${noun}${count === 1 ? "" : "s"}`;

/** Headline figures and the 30-day charts; each part has its loading and error state. */
export function OverviewStats() {
  const { data, isPending, isError, error } = useAdminOverview();
  if (isError)
    return (
      <Alert tone="error" title="Could not load the figures">
        {error.message}
      </Alert>
    );
  return (
    <div className="space-y-4" aria-busy={isPending || undefined}>
      <section aria-label="Headline figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <Figures data={data} />
      </section>
      <Card>
        <CardHeader title="Last 30 days" description="Sign-ups and credits spent per day (UTC)." />
        <CardBody className="grid gap-6 md:grid-cols-2">
          {isPending ? (
            <>
              <DailyBarChartSkeleton title="Sign-ups" />
              <DailyBarChartSkeleton title="Credits used" />
            </>
          ) : (
            <>
              <DailyBarChart title="Sign-ups" points={data.signupsPerDay} unit="sign-ups" />
              <DailyBarChart title="Credits used" points={data.usagePerDay} unit="credits" />
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}

/** The five figures; with no data yet, each in its loading form with a note of the same wording. */
function Figures({ data }: { data: AdminOverview | undefined }) {
  const count = (value: number | undefined) => (value === undefined ? undefined : formatNumber(value));
  const paid = data?.subscriptions.reduce((sum, plan) => sum + plan.count, 0);
  return (
    <>
      <Stat icon={<Users className="h-4 w-4" />} label="Users" value={count(data?.users.total)}>
        {plural(data?.users.admins ?? 0, "admin")} · {formatNumber(data?.users.banned ?? 0)} banned
      </Stat>
      <Stat
        icon={<UserPlus className="h-4 w-4" />}
        label="New users"
        value={data ? `+${formatNumber(data.users.new7d)}` : undefined}
      >
        last 7 days · +{formatNumber(data?.users.new30d ?? 0)} in 30 days
      </Stat>
      <Stat icon={<Building2 className="h-4 w-4" />} label="Studios" value={count(data?.studios)} />
      <Stat icon={<CreditCard className="h-4 w-4" />} label="Active subscriptions" value={count(paid)}>
        {data?.subscriptions.map((plan) => `${plan.planName} ${formatNumber(plan.count)}`).join(" · ") ||
          "No paid plans"}
      </Stat>
      <Stat
        icon={<Activity className="h-4 w-4" />}
        label="Credits this month"
        value={count(data?.creditsUsedThisMonth)}
        className="col-span-2 lg:col-span-1"
      >
        used since the 1st (UTC)
      </Stat>
    </>
  );
}
