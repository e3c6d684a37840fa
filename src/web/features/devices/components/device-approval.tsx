import { Clock, KeyRound, Link2Off } from "lucide-react";
import type { ReactNode } from "react";
import { normalizeUserCode, userCodeProblem } from "@/shared/devices";
import { Alert } from "@/web/components/ui/alert";
import { LoadingState } from "@/web/components/ui/spinner";
import { useDeviceRequest } from "../api/get-device-request";
import { DevicePageShell } from "./device-page-shell";
import { PendingDeviceRequest } from "./pending-device-request";
import { UserCodeForm } from "./user-code-form";

interface Props {
  /** The code from `?user_code=`, as typed or linked; null when the page was opened without one. */
  userCode: string | null;
  /** Show another code (updates the address, so the page can be reloaded or shared with oneself). */
  onCodeEntered: (userCode: string) => void;
}

/** /device: type or confirm the plugin's code, see who asks, approve or deny (RFC 8628 §3.3). */
export function DeviceApproval({ userCode, onCodeEntered }: Props) {
  const normalized = userCode ? normalizeUserCode(userCode) : null;
  const request = useDeviceRequest(normalized);

  /** The code form, with what went wrong above it; a code that can no longer be used is not offered again. */
  const enterCode = (notice?: ReactNode, icon?: ReactNode, title = "Connect the Goji plugin", keepCode = true) => (
    <DevicePageShell
      title={title}
      icon={icon}
      subtitle="Enter the code the plugin shows to connect it to your Goji account."
    >
      {notice ? <div className="mb-5">{notice}</div> : null}
      <UserCodeForm
        key={`${title}:${userCode ?? ""}`}
        initial={keepCode ? (userCode ?? "") : ""}
        onSubmit={(code) => (code === userCode ? void request.refetch() : onCodeEntered(code))}
      />
    </DevicePageShell>
  );

  if (userCode === null) return enterCode(undefined, <KeyRound className="h-10 w-10 text-brand-500" aria-hidden />);
  if (!normalized) return enterCode(<Alert tone="error">{userCodeProblem(userCode)}</Alert>);
  if (request.isPending) return <LoadingState message="Checking the code…" />;
  if (request.isError) return enterCode(<Alert tone="error">{request.error.message}</Alert>);

  switch (request.data.status) {
    case "pending":
      return <PendingDeviceRequest key={request.data.userCode} request={request.data} />;
    case "expired":
      return enterCode(
        <Alert tone="warning" title="This code has expired">
          Codes work for 15 minutes. Start the sign-in again in the plugin to get a new one.
        </Alert>,
        <Clock className="h-10 w-10 text-amber-500" aria-hidden />,
        "Code expired",
        false,
      );
    default:
      return enterCode(
        <Alert tone="warning" title="This code was already used">
          Each code works once. Start the sign-in again in the plugin to get a new one.
        </Alert>,
        <Link2Off className="h-10 w-10 text-zinc-500" aria-hidden />,
        "Code already used",
        false,
      );
  }
}
