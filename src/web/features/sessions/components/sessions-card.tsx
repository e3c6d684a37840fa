import { Laptop } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { Alert } from "@/web/components/ui/alert";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { FOCUS_TARGET_CLASS, useFocusFallback } from "@/web/hooks/use-focus-fallback";
import { cn } from "@/web/lib/cn";
import { formatDateTime } from "@/web/lib/format";
import { useSessions } from "../api/list-sessions";
import { useRevokeSessions } from "../api/revoke-sessions";
import { describeDevice, revokeSessionLabel } from "../describe-device";

/** The user's signed-in devices: revoke one, or sign out everywhere else. */
export function SessionsCard({ currentToken }: { currentToken: string }) {
  const { data: sessions, isPending, isError, refetch } = useSessions();
  const revoke = useRevokeSessions();
  const busy = revoke.isPending ? (revoke.variables === "others" ? "others" : revoke.variables.token) : null;

  // The button pressed goes away with its session (or, for "everywhere else", with the last other one): focus
  // goes to the list instead of falling to <body>.
  const list = useRef<HTMLUListElement>(null);
  const keepFocus = useFocusFallback();

  const revokeOne = (token: string) => {
    keepFocus(() => list.current);
    revoke.mutate(
      { token },
      {
        onSuccess: () => void toast.success("Session revoked"),
        onError: (error) => void toast.error(error.message || "Could not revoke the session."),
      },
    );
  };

  // Signing every other device out is not undone by a click, so it asks first (the dialog stays open on failure).
  const [confirmingOthers, setConfirmingOthers] = useState(false);
  const revokeOthers = async () => {
    try {
      await revoke.mutateAsync("others");
    } catch (error) {
      toast.error((error as Error).message || "Could not sign the other devices out.");
      throw error;
    }
    keepFocus(() => list.current);
    toast.success("Signed out everywhere else");
  };

  const others = (sessions ?? []).filter((s) => s.token !== currentToken);
  return (
    <Card>
      <CardHeader
        icon={<Laptop className="h-5 w-5" aria-hidden />}
        title="Sessions"
        description="Devices signed in to your account."
        action={
          others.length > 0 ? (
            <Button variant="outline" size="sm" loading={busy === "others"} onClick={() => setConfirmingOthers(true)}>
              Log out everywhere else
            </Button>
          ) : null
        }
      />
      <CardBody className="p-0 sm:p-0">
        {isPending ? <p className="px-6 py-5 text-sm text-zinc-500">Loading sessions…</p> : null}
        {isError ? (
          <div className="px-6 py-5">
            <Alert tone="error">
              Could not load your sessions.{" "}
              <button className="underline" onClick={() => void refetch()}>
                Try again
              </button>
            </Alert>
          </div>
        ) : null}
        <ul
          ref={list}
          className={cn("divide-y divide-zinc-100", FOCUS_TARGET_CLASS)}
          aria-label="Signed-in devices"
          tabIndex={-1}
        >
          {(sessions ?? []).map((session) => {
            const isCurrent = session.token === currentToken;
            const device = describeDevice(session.userAgent);
            const lastSeen = formatDateTime(session.updatedAt);
            return (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3.5 sm:px-6">
                <div className="min-w-0">
                  <p className="flex items-center gap-2 text-sm font-medium text-zinc-900">
                    {device}
                    {isCurrent ? <Badge tone="brand">This device</Badge> : null}
                  </p>
                  <p className="text-xs text-zinc-500">
                    Last seen {lastSeen}
                    {session.ipAddress ? ` · ${session.ipAddress}` : ""}
                  </p>
                </div>
                {isCurrent ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={busy === session.token}
                    onClick={() => revokeOne(session.token)}
                    aria-label={revokeSessionLabel(device, session.ipAddress, `last seen ${lastSeen}`)}
                  >
                    Revoke
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </CardBody>
      <ConfirmDialog
        open={confirmingOthers}
        onOpenChange={setConfirmingOthers}
        title="Log out everywhere else?"
        message={signOutOthersMessage(others.length)}
        confirmLabel="Log out other devices"
        onConfirm={revokeOthers}
      />
    </Card>
  );
}

/** What the confirmation says will happen; connected plugins hold API keys, not sessions, so they are not touched. */
function signOutOthersMessage(count: number): string {
  const devices = count === 1 ? "The other device" : `The ${count} other devices`;
  return `${devices} signed in to your account will be signed out and must sign in again. This device stays signed in, and connected plugins keep working.`;
}
