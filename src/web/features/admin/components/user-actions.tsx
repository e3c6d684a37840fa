import { Ban, KeyRound, ShieldCheck, Trash2, UserCheck, VenetianMask } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { AdminUserRow } from "@/shared/admin";
import { Button } from "@/web/components/ui/button";
import { BanUserDialog } from "./actions/ban-user-dialog";
import { DeleteUserDialog } from "./actions/delete-user-dialog";
import { ImpersonateDialog } from "./actions/impersonate-dialog";
import { SetPasswordDialog } from "./actions/set-password-dialog";
import { SetRoleDialog } from "./actions/set-role-dialog";
import { UnbanUserDialog } from "./actions/unban-user-dialog";
import { isBanActive } from "./user-status-badges";

type DialogName = "role" | "ban" | "unban" | "impersonate" | "password" | "delete";

/**
 * The site admin actions (docs/permissions.md) on one user. What the server would refuse is disabled with the reason shown:
 * nothing against oneself but a password, and nothing against another admin but a role change.
 */
export function UserActions({ user, currentAdminId }: { user: AdminUserRow; currentAdminId: string }) {
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const isSelf = user.id === currentAdminId;
  const isAdmin = user.role === "admin";
  const guarded = isSelf || isAdmin;
  const banned = user.banned && isBanActive(user);
  const close = () => setDialog(null);

  const action = (
    name: DialogName,
    label: string,
    icon: ReactNode,
    options: { disabled?: boolean; danger?: boolean } = {},
  ) => (
    <Button
      variant="outline"
      size="sm"
      disabled={options.disabled}
      onClick={() => setDialog(name)}
      className={options.danger ? "text-red-700 hover:bg-red-50" : undefined}
    >
      {icon}
      {label}
    </Button>
  );

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Actions">
        {action("impersonate", "Impersonate", <VenetianMask className="h-4 w-4" aria-hidden />, {
          disabled: guarded || banned,
        })}
        {action("role", "Change role", <ShieldCheck className="h-4 w-4" aria-hidden />, { disabled: isSelf })}
        {action("password", "Set password", <KeyRound className="h-4 w-4" aria-hidden />, {
          disabled: isAdmin && !isSelf,
        })}
        {banned
          ? action("unban", "Unban", <UserCheck className="h-4 w-4" aria-hidden />, { disabled: isSelf })
          : action("ban", "Ban", <Ban className="h-4 w-4" aria-hidden />, { disabled: guarded, danger: true })}
        {action("delete", "Delete", <Trash2 className="h-4 w-4" aria-hidden />, { disabled: guarded, danger: true })}
      </div>
      {isSelf ? (
        <p className="text-xs text-zinc-500">This is your own account: another admin (or the CLI) changes your role.</p>
      ) : null}
      {isAdmin && !isSelf ? (
        <p className="text-xs text-zinc-500">Admins are protected from each other: change their role to user first.</p>
      ) : null}
      {banned && !guarded ? (
        <p className="text-xs text-zinc-500">Impersonation is off while the account is banned.</p>
      ) : null}

      {dialog === "role" ? <SetRoleDialog user={user} onClose={close} /> : null}
      {dialog === "ban" ? <BanUserDialog user={user} onClose={close} /> : null}
      {dialog === "unban" ? <UnbanUserDialog user={user} onClose={close} /> : null}
      {dialog === "impersonate" ? <ImpersonateDialog user={user} onClose={close} /> : null}
      {dialog === "password" ? <SetPasswordDialog user={user} onClose={close} /> : null}
      {dialog === "delete" ? <DeleteUserDialog user={user} onClose={close} /> : null}
    </div>
  );
}
