import { useState } from "react";
import type { AdminUserRow, SiteRole } from "@/shared/admin";
import { Select } from "@/web/components/ui/select";
import { useSetUserRole } from "../../api/set-user-role";
import { ActionDialog } from "./action-dialog";
import { optionalReason, ReasonField } from "./reason-field";
import { EmailAddress } from "@/web/components/ui/email-address";

export function SetRoleDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const setRole = useSetUserRole();
  const current: SiteRole = user.role === "admin" ? "admin" : "user";
  const [role, setRoleValue] = useState<SiteRole>(current);
  const [reason, setReason] = useState("");
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Change site role"
      description={
        <>
          {user.name || <EmailAddress email={user.email} />} (<EmailAddress email={user.email} />)
        </>
      }
      submitLabel="Save role"
      canSubmit={role !== current && (!reason.trim() || reason.trim().length >= 3)}
      onSubmit={async () => {
        await setRole.mutateAsync({ userId: user.id, role, reason: optionalReason(reason) });
        return `${user.email} is now ${role === "admin" ? "an admin" : "a regular user"}`;
      }}
    >
      <Select label="Role" value={role} onChange={(event) => setRoleValue(event.target.value as SiteRole)}>
        <option value="user">User — no admin access</option>
        <option value="admin">Admin — full access to this dashboard</option>
      </Select>
      {role === "admin" && current !== "admin" ? (
        <p className="text-sm text-amber-700">Admins can ban, impersonate and delete any non-admin account.</p>
      ) : null}
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
