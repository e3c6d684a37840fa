import { MonitorSmartphone } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import type { ConnectedDevice } from "@/shared/devices";
import { Alert } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardHeader } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { FOCUS_TARGET_CLASS, useFocusFallback } from "@/web/hooks/use-focus-fallback";
import { cn } from "@/web/lib/cn";
import { formatDateTime, formatShortDate } from "@/web/lib/format";
import { useConnectedDevices } from "../api/get-connected-devices";
import { useRevokeDevice } from "../api/revoke-device";
import { deviceDetails, deviceName } from "../device-label";

interface Props {
  /** The studio whose devices are listed; absent for personal credits. */
  organizationId?: string | null;
  organizationName?: string;
}

/**
 * Plugins connected through the browser (/device), each with its own key: name, system, scope, when it
 * was connected and last used, and Revoke, which stops that one device at once.
 */
export function ConnectedDevicesCard({ organizationId = null, organizationName }: Props) {
  const devices = useConnectedDevices(organizationId);
  const revoke = useRevokeDevice();
  const [pending, setPending] = useState<ConnectedDevice | null>(null);
  const scopeLabel = organizationName ?? "Personal";
  // The revoked device's row goes, and with it the Revoke the dialog gives focus back to: focus goes to the list,
  // or to the card once the list is empty, not to <body>.
  const card = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const keepFocus = useFocusFallback();

  return (
    <Card ref={card} tabIndex={-1} aria-labelledby="connected-devices-title" className={FOCUS_TARGET_CLASS}>
      <CardHeader
        icon={<MonitorSmartphone className="h-5 w-5" aria-hidden />}
        title={<span id="connected-devices-title">Connected devices</span>}
        description={
          organizationName
            ? `Plugins you signed in through the browser that spend ${organizationName}'s credits.`
            : "Plugins you signed in through the browser that spend your personal credits."
        }
      />
      {devices.isPending ? (
        <p className="flex items-center gap-2 px-5 py-5 text-sm text-zinc-500 sm:px-6" role="status">
          <Spinner className="h-4 w-4" /> Loading devices…
        </p>
      ) : devices.isError ? (
        <div className="px-5 py-5 sm:px-6">
          <Alert tone="error" title="Could not load your devices">
            {devices.error.message}{" "}
            <Button variant="link" onClick={() => void devices.refetch()}>
              Try Again
            </Button>
          </Alert>
        </div>
      ) : devices.data.length === 0 ? (
        <p className="px-5 py-5 text-sm text-zinc-600 sm:px-6">
          No devices yet. Choose <span className="font-medium text-zinc-800">Sign in with browser</span> in the Goji
          plugin: it opens a page here where you approve it.
        </p>
      ) : (
        <ul
          ref={list}
          tabIndex={-1}
          className={cn("divide-y divide-zinc-100", FOCUS_TARGET_CLASS)}
          aria-label="Connected devices"
        >
          {devices.data.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3.5 sm:px-6">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-zinc-900">
                  <span className="break-words">{deviceName(device.device)}</span>
                  <Badge tone={device.organization ? "brand" : "neutral"}>{scopeLabel}</Badge>
                </p>
                {deviceDetails(device.device) ? (
                  <p className="text-xs text-zinc-600">{deviceDetails(device.device)}</p>
                ) : null}
                <p className="text-xs text-zinc-500">
                  Connected {formatShortDate(device.createdAt)} ·{" "}
                  {device.lastUsedAt ? `last used ${formatDateTime(device.lastUsedAt)}` : "not used yet"}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPending(device)}
                aria-label={`Revoke ${deviceName(device.device)}`}
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
        title="Revoke this device?"
        message={
          pending
            ? `${deviceName(pending.device)} stops working at once. To use Goji there again, sign the plugin in again.`
            : null
        }
        confirmLabel="Revoke device"
        onConfirm={async () => {
          if (!pending) return;
          try {
            await revoke.mutateAsync({ id: pending.id, organizationId });
            toast.success(`${deviceName(pending.device)} was revoked`);
            keepFocus(() => (list.current?.childElementCount ? list.current : card.current));
          } catch (error) {
            toast.error(`Could not revoke the device: ${(error as Error).message}`);
            throw error;
          }
        }}
      />
    </Card>
  );
}
