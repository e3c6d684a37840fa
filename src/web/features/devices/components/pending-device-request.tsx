import { Link } from "@tanstack/react-router";
import { Check, CheckCircle2, XCircle } from "lucide-react";
import { useState } from "react";
import type { DeviceRequestView } from "@/shared/devices";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { useMyOrganizations } from "@/web/features/organizations";
import { useApproveDeviceRequest, useDenyDeviceRequest } from "../api/decide-device-request";
import { deviceName } from "../device-label";
import { CreditSourcePicker } from "./credit-source-picker";
import { DevicePageShell } from "./device-page-shell";
import { DeviceRequestDetails } from "./device-request-details";
import { useImpersonating } from "@/web/features/auth";

/** A code waiting for the user's decision: who asks, where it would spend, approve or deny. */
export function PendingDeviceRequest({ request }: { request: DeviceRequestView }) {
  const studios = useMyOrganizations();
  const approve = useApproveDeviceRequest();
  const deny = useDenyDeviceRequest();
  const impersonating = useImpersonating();
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const name = deviceName(request.device);

  if (approve.data) {
    const spends = approve.data.organization ? `${approve.data.organization.name}'s credits` : "your personal credits";
    return (
      <DevicePageShell
        title="Device connected"
        focusTitle
        icon={<CheckCircle2 className="h-10 w-10 text-emerald-600" aria-hidden />}
        subtitle={`${name} can now use Goji with ${spends}.`}
      >
        <p className="text-sm text-zinc-600">
          Go back to the plugin: it finishes signing in by itself within a few seconds. You can close this page.
        </p>
        <Button asChild variant="outline" className="mt-6 w-full">
          <Link to="/account">Manage connected devices</Link>
        </Button>
      </DevicePageShell>
    );
  }
  if (deny.data) {
    return (
      <DevicePageShell
        title="Request denied"
        focusTitle
        icon={<XCircle className="h-10 w-10 text-zinc-500" aria-hidden />}
        subtitle={`${name} was not connected.`}
      >
        <p className="text-sm text-zinc-600">
          Nothing was shared with it. If you did not start this sign-in, no further action is needed.
        </p>
      </DevicePageShell>
    );
  }

  const failure = approve.error ?? deny.error;
  const busy = approve.isPending || deny.isPending;
  return (
    <DevicePageShell
      title="Connect this device?"
      subtitle={
        <>
          Check that the code <span className="font-mono font-semibold text-zinc-900">{request.userCode}</span> is the
          one the plugin shows.
        </>
      }
    >
      <div className="space-y-5">
        <Alert tone="warning" title="Only approve a code you started yourself">
          If someone sent you this code or link, deny it: approving lets their device spend your credits.
        </Alert>
        <DeviceRequestDetails request={request} />
        <CreditSourcePicker studios={studios.data ?? []} value={organizationId} onChange={setOrganizationId} />
        {failure ? <Alert tone="error">{failure.message}</Alert> : null}
        {/* Deny first on every width, as the Tab order goes (a reversed column drew Approve above it on phones). */}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            variant="outline"
            className="w-full sm:w-auto sm:flex-1"
            disabled={busy}
            loading={deny.isPending}
            onClick={() => deny.mutate(request.userCode)}
          >
            Deny
          </Button>
          <Button
            className="w-full sm:w-auto sm:flex-1"
            disabled={busy || impersonating}
            loading={approve.isPending}
            onClick={() => approve.mutate({ userCode: request.userCode, organizationId })}
          >
            <Check className="h-4 w-4" aria-hidden /> Approve
          </Button>
        </div>
      </div>
    </DevicePageShell>
  );
}
