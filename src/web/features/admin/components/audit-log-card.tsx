import { Link } from "@tanstack/react-router";
import { ScrollText } from "lucide-react";
import type { AuditEntry } from "@/shared/admin";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardHeader } from "@/web/components/ui/card";
import { formatDateTime } from "@/web/lib/format";
import { useAdminAuditLog } from "../api/get-admin-audit-log";
import { describeAuditEntry } from "../audit-labels";

function AuditLine({ entry, linkTargets }: { entry: AuditEntry; linkTargets: boolean }) {
  const { actor, verb, target, extra } = describeAuditEntry(entry);
  const canLink =
    linkTargets && entry.targetUserId && entry.action !== "user.delete" && entry.action !== "user.self_delete";
  return (
    <li className="flex flex-col gap-1 px-5 py-3 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-4 sm:px-6">
      <div className="min-w-0">
        <p className="break-words text-zinc-800">
          <span className="font-medium">{actor}</span> {verb}{" "}
          {canLink ? (
            <Link
              to="/admin/users/$userId"
              params={{ userId: entry.targetUserId as string }}
              className="font-medium text-brand-600 hover:underline"
            >
              {target}
            </Link>
          ) : (
            <span className="font-medium">{target}</span>
          )}
          {extra ? <span className="text-zinc-500"> {extra}</span> : null}
        </p>
        {entry.reason ? <p className="mt-0.5 break-words text-zinc-500">“{entry.reason}”</p> : null}
      </div>
      <p className="shrink-0 text-xs text-zinc-500 sm:text-right">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        {entry.ipAddress ? <span className="block font-mono">{entry.ipAddress}</span> : null}
      </p>
    </li>
  );
}

/** The admin audit log, all of it or one user's, newest first with "Load more". */
export function AuditLogCard({ userId, title = "Audit log" }: { userId?: string; title?: string }) {
  const { data, isPending, isError, error, hasNextPage, fetchNextPage, isFetchingNextPage, refetch } =
    useAdminAuditLog(userId);
  const entries = data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card>
      <CardHeader
        icon={<ScrollText className="h-5 w-5" aria-hidden />}
        title={title}
        description={
          userId
            ? "Admin actions on this account, and by it."
            : "Every admin action: who, what, to whom, why, when and from where."
        }
      />
      {isPending ? (
        <p className="px-6 py-5 text-sm text-zinc-500" role="status">
          Loading the audit log…
        </p>
      ) : null}
      {isError ? (
        <div className="p-5">
          <Alert tone="error" title="Could not load the audit log">
            {error.message}{" "}
            <Button variant="link" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        </div>
      ) : null}
      {!isPending && !isError && entries.length === 0 ? (
        <p className="px-6 py-5 text-sm text-zinc-500">No admin actions yet.</p>
      ) : null}
      {entries.length > 0 ? (
        <ol className="divide-y divide-zinc-100" aria-label={title}>
          {entries.map((entry) => (
            <AuditLine key={entry.id} entry={entry} linkTargets={!userId} />
          ))}
        </ol>
      ) : null}
      {hasNextPage ? (
        <div className="border-t border-zinc-100 px-5 py-3 sm:px-6">
          <Button variant="outline" size="sm" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            Load more
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
