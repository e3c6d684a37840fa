import { MoreHorizontal } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import type { Refusal } from "@/shared/studio-rules";
import type { OrganizationMember } from "@/shared/organizations";
import { Button } from "@/web/components/ui/button";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { useUpdateMemberRole } from "../api/update-member-role";

const who = (member: OrganizationMember) => member.name.trim() || member.email;

/** "Make owner": an owner gives another member the Owner role, after saying what that hands over. */
export function MakeOwnerDialog({
  organizationId,
  member,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  organizationId: string;
  member: OrganizationMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on closing (see Dialog): the dialog opens from a menu item that is gone by then. */
  returnFocusTo?: () => HTMLElement | null | undefined;
}) {
  const updateRole = useUpdateMemberRole(organizationId);
  const promote = async () => {
    try {
      await updateRole.mutateAsync({ memberId: member.memberId, role: "owner" });
    } catch (error) {
      toast.error(`Failed to update role: ${(error as Error).message}`);
      throw error;
    }
    toast.success(`${who(member)} is now an Owner`);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Make owner"
      message={`Make ${who(member)} an owner? Owners can do everything you can: manage billing and members, change anyone's role (yours too) and delete the studio.`}
      confirmLabel="Make owner"
      danger={false}
      onConfirm={promote}
      {...(returnFocusTo ? { returnFocusTo } : {})}
    />
  );
}

/**
 * The owner's own row: "Step down to Admin" while another owner remains. For the last owner the item is
 * disabled and the Members tab's notice says what to do instead.
 */
export function StepDownMenu({
  organizationId,
  self,
  refusal,
}: {
  organizationId: string;
  self: OrganizationMember;
  refusal: Refusal | null;
}) {
  const [open, setOpen] = useState(false);
  // Opened from a menu item that is gone on closing: focus goes back to the menu's button, or to the members
  // list once stepping down has removed the menu.
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLElement | null>(null);
  const updateRole = useUpdateMemberRole(organizationId);
  const stepDown = async () => {
    try {
      await updateRole.mutateAsync({ memberId: self.memberId, role: "admin" });
    } catch (error) {
      toast.error(`Failed to step down: ${(error as Error).message}`);
      throw error;
    }
    toast.success("You are now an Admin of this studio");
  };
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button ref={trigger} variant="ghost" size="icon" aria-label="Your ownership">
            <MoreHorizontal className="h-4 w-4" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem
            disabled={refusal !== null}
            onSelect={() => {
              list.current = trigger.current?.closest<HTMLElement>("[data-members-list]") ?? null;
              setOpen(true);
            }}
          >
            Step down to Admin
          </DropdownMenuItem>
          {refusal ? <p className="max-w-64 px-2.5 pb-2 text-xs text-zinc-500">{refusal.message}</p> : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Step down to Admin"
        message="You will no longer be an owner: you cannot delete the studio, give the Admin or Owner role, or change other owners. Another owner can make you an owner again."
        confirmLabel="Step down"
        danger={false}
        onConfirm={stepDown}
        returnFocusTo={() => (trigger.current?.isConnected ? trigger.current : list.current)}
      />
    </>
  );
}
