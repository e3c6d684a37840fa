import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { countOwners, leaveRefusal } from "@/shared/studio-rules";
import { Button } from "@/web/components/ui/button";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { useSession } from "@/web/features/auth";
import { organizationMembersQuery } from "../api/get-organization-members";
import { useLeaveOrganization } from "../api/leave-organization";

/** Leave the studio, after a confirmation that tells the only owner up front that they cannot. */
export function LeaveStudio({
  organizationId,
  organizationName,
  isOwner: owner,
}: {
  organizationId: string;
  organizationName: string;
  isOwner: boolean;
}) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { refetch } = useSession();
  const leaveOrganization = useLeaveOrganization();
  // The server refuses the last owner; say so up front instead of after a click.
  const members = useQuery({ ...organizationMembersQuery(organizationId), enabled: owner && open });
  const lastOwner = owner && members.data !== undefined && leaveRefusal("owner", countOwners(members.data)) !== null;
  const leave = async () => {
    try {
      await leaveOrganization.mutateAsync(organizationId);
    } catch (error) {
      toast.error((error as Error).message);
      throw error;
    }
    toast.success(`You left ${organizationName}`);
    await refetch();
    await queryClient.invalidateQueries();
    await navigate({ to: "/account" });
  };
  return (
    <div className="flex justify-end">
      <Button variant="ghost" className="text-red-600" onClick={() => setOpen(true)}>
        <LogOut className="h-4 w-4" aria-hidden /> Leave studio
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Leave studio"
        message={
          lastOwner
            ? `You are the only owner of ${organizationName}. Make another member an owner on the Members tab before you leave.`
            : owner
              ? `Leave ${organizationName}? You are an owner; the other owners keep the studio. Your studio API key stops working at once.`
              : `Leave ${organizationName}? Your studio API key stops working at once.`
        }
        confirmLabel="Leave studio"
        confirmDisabled={lastOwner || (owner && members.isPending)}
        onConfirm={leave}
      />
    </div>
  );
}
