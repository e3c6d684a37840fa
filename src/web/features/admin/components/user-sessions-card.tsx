import { MonitorSmartphone } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { AdminUserDetail } from "@/shared/admin";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { formatDateTime } from "@/web/lib/format";
import { revokeSessionLabel } from "@/web/features/sessions";
import { useRevokeUserSession } from "../api/revoke-user-session";
import { useRevokeUserSessions } from "../api/revoke-user-sessions";

type SessionRow = AdminUserDetail["sessions"][number];

/** A short "Chrome on macOS" from a user agent; the full string is in the tooltip. */
function describeAgent(agent: string | null): string {
  if (!agent) return "Unknown device";
  const browser = /Edg\//.test(agent)
    ? "Edge"
    : /Firefox\//.test(agent)
      ? "Firefox"
      : /Chrome\//.test(agent)
        ? "Chrome"
        : /Safari\//.test(agent)
          ? "Safari"
          : /node|undici|curl/i.test(agent)
            ? "API client"
            : "Browser";
  const os = /Windows/.test(agent)
    ? "Windows"
    : /Mac OS X|Macintosh/.test(agent)
      ? "macOS"
      : /Android/.test(agent)
        ? "Android"
        : /iPhone|iPad/.test(agent)
          ? "iOS"
          : /Linux/.test(agent)
            ? "Linux"
            : "";
  return os ? `${browser} on ${os}` : browser;
}

export function UserSessionsCard({ userId, sessions }: { userId: string; sessions: SessionRow[] }) {
  const revokeOne = useRevokeUserSession();
  const revokeAll = useRevokeUserSessions();
  const [pending, setPending] = useState<SessionRow | "all" | null>(null);
  const confirm = async () => {
    try {
      if (pending === "all") await revokeAll.mutateAsync({ userId });
      else if (pending) await revokeOne.mutateAsync({ userId, sessionId: pending.id });
      toast.success(pending === "all" ? "Signed out of every device" : "Session revoked");
    } catch (error) {
      toast.error(`Failed to revoke: ${(error as Error).message}`);
      throw error;
    }
  };
  return (
    <Card>
      <CardHeader
        icon={<MonitorSmartphone className="h-5 w-5" aria-hidden />}
        title="Sessions"
        description={`${sessions.length} active`}
        action={
          sessions.length > 0 ? (
            <Button variant="outline" size="sm" onClick={() => setPending("all")}>
              Revoke all
            </Button>
          ) : null
        }
      />
      {sessions.length === 0 ? (
        <CardBody>
          <p className="text-sm text-zinc-500">Not signed in anywhere.</p>
        </CardBody>
      ) : (
        <ul className="divide-y divide-zinc-100">
          {sessions.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm sm:px-6"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-zinc-900" title={session.userAgent ?? undefined}>
                  {describeAgent(session.userAgent)}{" "}
                  {session.impersonatedBy ? <Badge tone="warning">Impersonation</Badge> : null}
                </p>
                <p className="text-zinc-500">
                  <span className="font-mono">{session.ipAddress ?? "unknown IP"}</span> · signed in{" "}
                  {formatDateTime(session.createdAt)} · expires {formatDateTime(session.expiresAt)}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPending(session)}
                aria-label={revokeSessionLabel(describeAgent(session.userAgent), session.ipAddress)}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending === "all" ? "Log out of every device?" : "Revoke this session?"}
        message={
          pending === "all"
            ? "Every session of this user ends now; they must sign in again."
            : "That device is signed out now; other sessions stay."
        }
        confirmLabel={pending === "all" ? "Revoke all sessions" : "Revoke session"}
        onConfirm={confirm}
      />
    </Card>
  );
}
