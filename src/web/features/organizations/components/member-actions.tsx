import { MoreHorizontal } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { isOwner, parseRoles } from "@/shared/org-roles";
import { mayActOnMember, roleChoices } from "@/shared/studio-rules";
import type { OrganizationMember } from "@/shared/organizations";
import { Button } from "@/web/components/ui/button";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { Dialog } from "@/web/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { Select } from "@/web/components/ui/select";
import { useRemoveMember } from "../api/remove-member";
import { useUpdateMemberRole } from "../api/update-member-role";
import { MakeOwnerDialog } from "./ownership-dialogs";
import { EmailAddress } from "@/web/components/ui/email-address";

/**
 * Whether this menu (change role between Admin and Member, remove) shows for a member: the shared rule the
 * server enforces (`mayActOnMember`), narrowed to what the menu offers: not for oneself (Leave studio is
 * elsewhere) and not for owners (the menu has no Owner role to keep).
 */
export function canActOn(actorRole: string, actorUserId: string, target: OrganizationMember): boolean {
  if (target.userId === actorUserId || isOwner(target.role)) return false;
  return mayActOnMember(actorRole, target.role);
}

export function MemberActions({
  organizationId,
  actorRole,
  member,
  canChange,
  canMakeOwner,
}: {
  organizationId: string;
  actorRole: string;
  member: OrganizationMember;
  /** Change role (when there is a role to pick) and remove (`canActOn`). */
  canChange: boolean;
  /** Make owner (`ownershipOptions().mayMakeOwner`). */
  canMakeOwner: boolean;
}) {
  const [dialog, setDialog] = useState<"role" | "remove" | "owner" | null>(null);
  const currentRole = parseRoles(member.role).includes("admin") ? "admin" : "member";
  const choices = roleChoices(actorRole);
  // An admin may remove a plain member but not make them an Admin: with no other role to pick, no Change role.
  const canChangeRole = canChange && choices.some((choice) => choice !== currentRole);
  const [role, setRole] = useState<"member" | "admin">(currentRole);
  const updateRole = useUpdateMemberRole(organizationId);
  const removeMember = useRemoveMember(organizationId);
  // The dialogs open from a menu item that is gone by the time they close, so Radix had nothing to give focus
  // back to (it fell to <body>): back to this row's "Actions for …" button, or, when the row or its menu is
  // gone (removed, or made an owner), to the members list.
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLElement | null>(null);
  const returnFocusTo = () => (trigger.current?.isConnected ? trigger.current : list.current);
  const open = (next: "role" | "remove" | "owner") => {
    list.current = trigger.current?.closest<HTMLElement>("[data-members-list]") ?? null;
    setDialog(next);
  };

  const changeRole = () =>
    updateRole.mutate(
      { memberId: member.memberId, role },
      {
        onSuccess: () => {
          toast.success(`${member.name || member.email} is now ${role === "admin" ? "an Admin" : "a Member"}`);
          setDialog(null);
        },
        onError: (error) => void toast.error(`Failed to update role: ${error.message}`),
      },
    );

  // Awaited, not a mutate() callback: once the member is gone from the refetched list, this row unmounts.
  const remove = async () => {
    try {
      await removeMember.mutateAsync(member.memberId);
    } catch (error) {
      toast.error(`Failed to remove member: ${(error as Error).message}`);
      throw error;
    }
    toast.success(`${member.name || member.email} was removed from the studio`);
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button ref={trigger} variant="ghost" size="icon" aria-label={`Actions for ${member.name || member.email}`}>
            <MoreHorizontal className="h-4 w-4" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {canChangeRole ? (
            <DropdownMenuItem
              onSelect={() => {
                setRole(currentRole);
                open("role");
              }}
            >
              Change role
            </DropdownMenuItem>
          ) : null}
          {canMakeOwner ? <DropdownMenuItem onSelect={() => open("owner")}>Make owner</DropdownMenuItem> : null}
          {canChange ? (
            <DropdownMenuItem className="text-red-600 data-[highlighted]:text-red-700" onSelect={() => open("remove")}>
              Remove from studio
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog
        open={dialog === "role"}
        onOpenChange={(open) => setDialog(open ? "role" : null)}
        title="Change role"
        returnFocusTo={returnFocusTo}
        description={
          <>
            {member.name || <EmailAddress email={member.email} />} (<EmailAddress email={member.email} />)
          </>
        }
        footer={
          <>
            <Button variant="outline" onClick={() => setDialog(null)}>
              Cancel
            </Button>
            <Button loading={updateRole.isPending} disabled={!role || role === currentRole} onClick={changeRole}>
              Save role
            </Button>
          </>
        }
      >
        <Select label="Role" value={role} onChange={(e) => setRole(e.target.value as typeof role)}>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice === "admin" ? "Admin" : "Member"}
            </option>
          ))}
        </Select>
      </Dialog>
      <MakeOwnerDialog
        organizationId={organizationId}
        member={member}
        open={dialog === "owner"}
        onOpenChange={(open) => setDialog(open ? "owner" : null)}
        returnFocusTo={returnFocusTo}
      />
      <ConfirmDialog
        open={dialog === "remove"}
        onOpenChange={(open) => setDialog(open ? "remove" : null)}
        title="Remove member"
        message={
          member.name.trim()
            ? `Are you sure you want to remove ${member.name} (${member.email}) from the team?`
            : `Are you sure you want to remove ${member.email} from the team?`
        }
        confirmLabel="Remove"
        returnFocusTo={returnFocusTo}
        onConfirm={remove}
      />
    </>
  );
}
