import { Trash2, Upload } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { toast } from "sonner";
import { IMAGE_ACCEPT } from "@/shared/images";
import { Button } from "@/web/components/ui/button";
import { useRemoveAvatar, useUploadAvatar } from "../api/avatar";

/**
 * The profile picture: upload (PNG, JPEG or WebP up to 1 MB, checked again by the server) or remove it,
 * which falls back to the name's initial. The header's avatar follows without a reload.
 */
export function AvatarUploader({ avatar, hasImage }: { avatar: ReactNode; hasImage: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const failure = upload.error ?? remove.error;
  const busy = upload.isPending || remove.isPending;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    remove.reset();
    upload.mutate(file, { onSuccess: () => toast.success("Profile picture updated") });
  };

  return (
    <div className="flex items-center gap-4">
      {avatar}
      <div className="min-w-0 space-y-2">
        <div>
          <p className="text-sm font-medium text-zinc-900">Profile picture</p>
          <p className="text-xs text-zinc-500">PNG, JPEG or WebP, up to 1 MB.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label="Choose a profile picture"
            onChange={(event) => {
              onFile(event.target.files?.[0]);
              // The same file can be picked again after an error.
              event.target.value = "";
            }}
          />
          <Button
            size="sm"
            variant="outline"
            loading={upload.isPending}
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? null : <Upload className="h-4 w-4" aria-hidden />}
            {hasImage ? "Change picture" : "Upload picture"}
          </Button>
          {hasImage ? (
            <Button
              size="sm"
              variant="ghost"
              loading={remove.isPending}
              disabled={busy}
              onClick={() => {
                upload.reset();
                remove.mutate(undefined, { onSuccess: () => toast.success("Profile picture removed") });
              }}
            >
              {remove.isPending ? null : <Trash2 className="h-4 w-4" aria-hidden />}
              Remove
            </Button>
          ) : null}
        </div>
        {failure ? (
          <p className="text-sm text-red-600" role="alert">
            {failure.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
