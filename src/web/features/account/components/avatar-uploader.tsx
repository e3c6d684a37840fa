import type { ReactNode } from "react";
import { ImageUploader } from "@/web/components/ui/image-uploader";
import { useRemoveAvatar, useUploadAvatar } from "../api/avatar";

/**
 * The profile picture: upload (PNG, JPEG or WebP up to 1 MB, checked again by the server) or remove it,
 * which falls back to the name's initial. The header's avatar follows without a reload.
 */
export function AvatarUploader({ avatar, hasImage }: { avatar: ReactNode; hasImage: boolean }) {
  return (
    <ImageUploader
      preview={avatar}
      hasImage={hasImage}
      label="Profile picture"
      uploadLabel="Upload picture"
      changeLabel="Change picture"
      uploaded="Profile picture updated"
      removed="Profile picture removed"
      upload={useUploadAvatar()}
      remove={useRemoveAvatar()}
    />
  );
}
