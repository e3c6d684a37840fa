import { useQuery } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { countOwners, leaveRefusal } from "@/shared/studio-rules";
import { Button } from "@/web/components/ui/button";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { Dialog } from "@/web/components/ui/dialog";
import { keepFocusOnPage, mainHeading } from "@/web/hooks/use-focus-fallback";
import { organizationMembersQuery } from "../api/get-organization-members";
import { useLeaveOrganization } from "../api/leave-organization";
import { useReturnToPersonalAccount } from "../use-active-organization";

/** The studio's tabs a dialog can send the user to. */
export type StudioTab = "members" | "settings";

/**
 * Leave the studio, after a confirmation. The last owner cannot leave (the shared rule the server enforces):
 * their dialog says what to do instead and takes them there — the Members tab to make another member an
 * owner, or the Settings tab to delete the studio.
 */
export function LeaveStudio({
  organizationId,
  organizationName,
  isOwner: owner,
  onGoTo,
  tabPanel,
}: {
  organizationId: string;
  organizationName: string;
  isOwner: boolean;
  onGoTo: (tab: StudioTab) => void;
  /** The tab's content once it is shown: where focus goes after the dialog sent the user there. */
  tabPanel: (tab: StudioTab) => HTMLElement | null;
}) {
  const [open, setOpen] = useState(false);
  const goneTo = useRef<StudioTab | null>(null);
  const returnToPersonalAccount = useReturnToPersonalAccount();
  const leaveOrganization = useLeaveOrganization();
  // The server refuses the last owner; say so up front instead of after a click. Asked for as soon as an
  // owner sees the button (the Members tab shares the answer), so the dialog that opens is already the right
  // one rather than the confirmation turning into the refusal under the pointer.
  const members = useQuery({ ...organizationMembersQuery(organizationId), enabled: owner });
  const lastOwner = owner && members.data !== undefined && leaveRefusal("owner", countOwners(members.data)) !== null;
  const leave = async () => {
    try {
      await leaveOrganization.mutateAsync(organizationId);
    } catch (error) {
      toast.error((error as Error).message);
      throw error;
    }
    toast.success(`You left ${organizationName}`);
    // The studio view, this dialog's opener with it, gives way to the personal one: its heading takes focus.
    keepFocusOnPage(mainHeading);
    await returnToPersonalAccount();
  };
  const goTo = (tab: StudioTab) => {
    goneTo.current = tab;
    setOpen(false);
    onGoTo(tab);
  };
  // This button's tab is hidden once the dialog has switched tabs: focus (and the view) go to the new tab's
  // content instead, so the user lands where they can act.
  const focusTabPanel = () => {
    const tab = goneTo.current;
    goneTo.current = null;
    const panel = tab ? tabPanel(tab) : null;
    panel?.scrollIntoView({ block: "start" });
    return panel;
  };
  return (
    <div className="flex justify-end">
      <Button
        variant="destructive"
        onClick={() => {
          goneTo.current = null;
          setOpen(true);
        }}
      >
        <LogOut className="h-4 w-4" aria-hidden /> Leave studio
      </Button>
      {lastOwner ? (
        <LastOwnerLeaveDialog
          open={open}
          onOpenChange={setOpen}
          organizationName={organizationName}
          alone={members.data.length === 1}
          onGoTo={goTo}
          returnFocusTo={focusTabPanel}
        />
      ) : (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Leave studio"
          message={
            owner
              ? `Leave ${organizationName}? You are an owner; the other owners keep the studio. Your studio API key stops working at once.`
              : `Leave ${organizationName}? Your studio API key stops working at once.`
          }
          confirmLabel="Leave studio"
          confirmDisabled={owner && members.isPending}
          onConfirm={leave}
        />
      )}
    </div>
  );
}

function LastOwnerLeaveDialog({
  open,
  onOpenChange,
  organizationName,
  alone,
  onGoTo,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organizationName: string;
  alone: boolean;
  onGoTo: (tab: StudioTab) => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title="You cannot leave yet"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button variant={alone ? "primary" : "outline"} onClick={() => onGoTo("settings")}>
            Delete the studio
          </Button>
          {alone ? null : <Button onClick={() => onGoTo("members")}>Go to Members</Button>}
        </>
      }
    >
      <p className="text-sm text-zinc-600">
        {alone
          ? `You are the only member and owner of ${organizationName}. A studio needs an owner, so instead of leaving it, delete it on the Settings tab.`
          : `You are the only owner of ${organizationName}, and a studio needs an owner. Make another member an owner on the Members tab (Make owner in the menu beside their name), then leave — or delete the studio on the Settings tab.`}
      </p>
    </Dialog>
  );
}
