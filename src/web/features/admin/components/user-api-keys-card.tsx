import { KeySquare } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { AdminUserDetail } from "@/shared/admin";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { formatDateTime, formatShortDate } from "@/web/lib/format";
import { useRevokeApiKey } from "../api/revoke-api-key";

type ApiKeyRow = AdminUserDetail["apiKeys"][number];

/** The user's API keys (live and revoked), with when they were made and last used; live ones can be revoked. */
export function UserApiKeysCard({ userId, keys }: { userId: string; keys: ApiKeyRow[] }) {
  const revoke = useRevokeApiKey();
  const [pending, setPending] = useState<ApiKeyRow | null>(null);
  return (
    <Card>
      <CardHeader
        icon={<KeySquare className="h-5 w-5" aria-hidden />}
        title="API keys"
        description="Personal and studio keys for the plugin, and one per device signed in through the browser."
      />
      {keys.length === 0 ? (
        <CardBody>
          <p className="text-sm text-zinc-500">No API keys yet.</p>
        </CardBody>
      ) : (
        <ul className="divide-y divide-zinc-100" aria-label="API keys">
          {keys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm sm:px-6">
              <div className={key.revokedAt ? "min-w-0 flex-1 text-zinc-500" : "min-w-0 flex-1"}>
                <p className="flex flex-wrap items-center gap-2">
                  <code className="font-mono text-xs text-zinc-900">
                    {key.prefix}…{key.suffix}
                  </code>
                  <Badge tone={key.studioName ? "brand" : "neutral"}>{key.studioName ?? "Personal"}</Badge>
                  {key.kind === "device" ? <Badge>Device: {key.deviceName ?? "Goji plugin"}</Badge> : null}
                  {key.revokedAt ? <Badge>Revoked {formatShortDate(key.revokedAt)}</Badge> : null}
                </p>
                <p className="mt-0.5 text-zinc-500">
                  Created {formatDateTime(key.createdAt)} · last used{" "}
                  {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : "never"}
                </p>
              </div>
              {key.revokedAt ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setPending(key)}
                  aria-label={`Revoke key ${key.prefix}…${key.suffix}`}
                >
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Revoke this API key?"
        message={
          pending ? (
            <>
              The plugin using{" "}
              <code className="font-mono">
                {pending.prefix}…{pending.suffix}
              </code>{" "}
              stops working at once. The user can generate a new key from their account.
            </>
          ) : null
        }
        confirmLabel="Revoke key"
        onConfirm={async () => {
          if (!pending) return;
          try {
            await revoke.mutateAsync({ userId, keyId: pending.id });
            toast.success("API key revoked");
          } catch (error) {
            toast.error(`Failed to revoke the key: ${(error as Error).message}`);
            throw error;
          }
        }}
      />
    </Card>
  );
}
