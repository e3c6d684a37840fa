import { useState } from "react";
import type { AdminUserRow } from "@/shared/admin";
import { Select } from "@/web/components/ui/select";
import { useBanUser } from "../../api/ban-user";
import { ActionDialog } from "./action-dialog";
import { isReasonValid, ReasonField } from "./reason-field";

const HOUR = 60 * 60;
const durations = [
  { label: "Until unbanned", seconds: 0 },
  { label: "1 hour", seconds: HOUR },
  { label: "1 day", seconds: 24 * HOUR },
  { label: "7 days", seconds: 7 * 24 * HOUR },
  { label: "30 days", seconds: 30 * 24 * HOUR },
  { label: "1 year", seconds: 365 * 24 * HOUR },
];

export function BanUserDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const ban = useBanUser();
  const [reason, setReason] = useState("");
  const [seconds, setSeconds] = useState(0);
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Ban ${user.name || user.email}?`}
      description="They are signed out everywhere at once, their API keys stop working, and they cannot sign in until the ban ends."
      submitLabel="Ban user"
      danger
      canSubmit={isReasonValid(reason)}
      onSubmit={async () => {
        await ban.mutateAsync({ userId: user.id, banReason: reason.trim(), banExpiresIn: seconds || undefined });
        return `${user.email} is banned`;
      }}
    >
      <ReasonField value={reason} onChange={setReason} required placeholder="e.g. Chargeback fraud, ticket #4821" />
      <Select label="Duration" value={String(seconds)} onChange={(event) => setSeconds(Number(event.target.value))}>
        {durations.map((duration) => (
          <option key={duration.seconds} value={duration.seconds}>
            {duration.label}
          </option>
        ))}
      </Select>
      <p className="text-xs text-zinc-500">
        The reason stays internal: the user only sees that the account is suspended{seconds ? " and until when" : ""}.
      </p>
    </ActionDialog>
  );
}
