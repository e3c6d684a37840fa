import type { DeviceRequestView } from "@/shared/devices";
import { formatDateTime } from "@/web/lib/format";
import { deviceName } from "../device-label";

/** What the device said about itself, and when and from where it asked: for the user to recognise it. */
export function DeviceRequestDetails({ request }: { request: DeviceRequestView }) {
  const rows: Array<[string, string]> = [
    ["Device", deviceName(request.device)],
    ["System", request.device.os ?? "Not given"],
    ["Plugin version", request.device.version ?? "Not given"],
    ["Requested", formatDateTime(request.requestedAt)],
    ["From address", request.requestIp ?? "Unknown"],
    ["Code expires", formatDateTime(request.expiresAt)],
  ];
  return (
    <dl className="space-y-2 rounded-lg border border-zinc-200 bg-zinc-50 px-4 py-3.5 text-sm">
      {rows.map(([label, value]) => (
        // Label above value on a phone, beside it from `sm` up.
        <div key={label} className="grid gap-0.5 sm:grid-cols-[7.5rem_minmax(0,1fr)] sm:gap-3">
          <dt className="text-zinc-500">{label}</dt>
          <dd className="font-medium break-words text-zinc-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
