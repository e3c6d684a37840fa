import { Activity, Building2, CreditCard, UserPlus, Users } from "lucide-react";
import type { ReactNode } from "react";
import type { AdminOverview } from "@/shared/admin";
import { Alert } from "@/web/components/ui/alert";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { cn } from "@/web/lib/cn";
import { formatNumber } from "@/web/lib/format";
import { useAdminOverview } from "../api/get-admin-overview";
import { DailyBarChart } from "./daily-bar-chart";

function Stat({
  icon,
  label,
  value,
  children,
  className,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn("p-4 sm:p-5", className)}>
      <div className="flex items-center gap-2 text-sm font-medium text-zinc-500">
        <span className="text-brand-500" aria-hidden>
          {icon}
        </span>
        {label}
      </div>
      <p className="mt-2 text-2xl font-semibold tracking-tight text-zinc-900 tabular-nums">{value}</p>
      {children ? <div className="mt-1 text-xs text-zinc-500">{children}</div> : null}
    </Card>
  );
}

const plural = (count: number, noun: string) => `${formatNumber(count)} ${noun}${count === 1 ? "" : "s"}`;

function StatSkeleton() {
  return <Card className="h-[106px] animate-pulse bg-zinc-50 p-5" aria-hidden />;
}

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
        {isPending ? Array.from({ length: 5 }, (_, i) => <StatSkeleton key={i} />) : <Figures data={data} />}
      </section>
      <Card>
        <CardHeader title="Last 30 days" description="Sign-ups and credits spent per day (UTC)." />
        <CardBody className="grid gap-6 md:grid-cols-2">
          {isPending ? (
            <div className="h-36 animate-pulse rounded-lg bg-zinc-50 md:col-span-2" aria-hidden />
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

function Figures({ data }: { data: AdminOverview }) {
  const paid = data.subscriptions.reduce((sum, plan) => sum + plan.count, 0);
  return (
    <>
      <Stat icon={<Users className="h-4 w-4" />} label="Users" value={formatNumber(data.users.total)}>
        {plural(data.users.admins, "admin")} · {formatNumber(data.users.banned)} banned
      </Stat>
      <Stat icon={<UserPlus className="h-4 w-4" />} label="New users" value={`+${formatNumber(data.users.new7d)}`}>
        last 7 days · +{formatNumber(data.users.new30d)} in 30 days
      </Stat>
      <Stat icon={<Building2 className="h-4 w-4" />} label="Studios" value={formatNumber(data.studios)} />
      <Stat icon={<CreditCard className="h-4 w-4" />} label="Active subscriptions" value={formatNumber(paid)}>
        {data.subscriptions.map((plan) => `${plan.planName} ${formatNumber(plan.count)}`).join(" · ") ||
          "No paid plans"}
      </Stat>
      <Stat
        icon={<Activity className="h-4 w-4" />}
        label="Credits this month"
        value={formatNumber(data.creditsUsedThisMonth)}
        className="col-span-2 lg:col-span-1"
      >
        used since the 1st (UTC)
      </Stat>
    </>
  );
}
