import { Building2, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { rolesAllow } from "@/shared/org-roles";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { ImageUploader } from "@/web/components/ui/image-uploader";
import { useDeleteStudio } from "../api/delete-studio";
import { useMyOrganizations } from "../api/get-my-organizations";
import { useRemoveStudioLogo, useUploadStudioLogo } from "../api/studio-logo";
import { useReturnToPersonalAccount } from "../use-active-organization";
import { DeleteStudioDialog } from "./delete-studio-dialog";
import { OrganizationAvatar } from "./organization-avatar";
import { StudioNameForm } from "./studio-name-form";

/**
 * The studio's Settings tab (docs/permissions.md): name and logo for those allowed `organization: update`
 * (owners and admins), deleting the studio for those allowed `organization: delete` (owners).
 */
export function StudioSettingsPanel({
  organizationId,
  name,
  role,
}: {
  organizationId: string;
  name: string;
  role: string;
}) {
  const logo = useMyOrganizations().data?.find((studio) => studio.id === organizationId)?.logo ?? null;
  const upload = useUploadStudioLogo();
  const remove = useRemoveStudioLogo();
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          icon={<Building2 className="h-5 w-5" aria-hidden />}
          title="Studio profile"
          description="The name and logo every member sees."
        />
        <CardBody className="space-y-6">
          <ImageUploader
            // A new address is a new picture: the avatar forgets an earlier failed load.
            preview={
              <OrganizationAvatar key={logo} name={name} logo={logo} className="h-16 w-16 rounded-xl text-2xl" />
            }
            hasImage={Boolean(logo)}
            label="Studio logo"
            uploadLabel="Upload logo"
            changeLabel="Change logo"
            uploaded="Studio logo updated"
            removed="Studio logo removed"
            upload={{ ...upload, mutate: (file, options) => upload.mutate({ organizationId, file }, options) }}
            remove={{ ...remove, mutate: (_, options) => remove.mutate(organizationId, options) }}
          />
          <div className="border-t border-zinc-100 pt-5">
            <StudioNameForm organizationId={organizationId} name={name} />
          </div>
        </CardBody>
      </Card>
      {rolesAllow(role, "organization", "delete") ? (
        <DeleteStudioCard organizationId={organizationId} name={name} />
      ) : null}
    </div>
  );
}

function DeleteStudioCard({ organizationId, name }: { organizationId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const returnToPersonalAccount = useReturnToPersonalAccount();
  // Given to the hook, not to mutate(): this card unmounts as soon as the session is back on the personal account.
  const deletion = useDeleteStudio({
    onSuccess: async () => {
      await returnToPersonalAccount();
      toast.success(`${name} was deleted`);
    },
  });
  const remove = () => deletion.mutate(organizationId);
  return (
    <Card className="border-red-200">
      <CardHeader
        title="Delete studio"
        description="Deletes the studio for everyone: its subscription is canceled, its keys stop working and its members are told by e-mail."
      />
      <CardBody>
        {/* Outlined until the dialog's last step, which is the filled one (decision 034). */}
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 className="h-4 w-4" aria-hidden /> Delete studio
        </Button>
      </CardBody>
      <DeleteStudioDialog
        open={open}
        onOpenChange={(next) => {
          if (!next) deletion.reset();
          setOpen(next);
        }}
        studioName={name}
        deleting={deletion.isPending}
        error={deletion.error?.message ?? null}
        onDelete={remove}
      />
    </Card>
  );
}
