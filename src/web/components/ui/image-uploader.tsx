import { Trash2, Upload } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { toast } from "sonner";
import { IMAGE_ACCEPT } from "@/shared/images";
import { Button } from "./button";

/** The part of a TanStack mutation the uploader drives (upload takes the file, remove takes nothing). */
interface ImageMutation<Variables> {
  mutate: (variables: Variables, options?: { onSuccess?: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
}

interface ImageUploaderProps {
  /** The picture as it is now, or its fallback (an initial). */
  preview: ReactNode;
  hasImage: boolean;
  /** What the picture is: "Profile picture", "Studio logo". */
  label: string;
  /** Button words: "Upload picture" / "Change picture". */
  uploadLabel: string;
  changeLabel: string;
  /** Toasts after success. */
  uploaded: string;
  removed: string;
  upload: ImageMutation<File>;
  remove: ImageMutation<void>;
}

/**
 * An uploaded picture (avatar, studio logo): pick a PNG, JPEG or WebP up to 1 MB (the server checks it again
 * by content), or remove it, which falls back to the preview's initial. Errors show under the buttons.
 */
export function ImageUploader(props: ImageUploaderProps) {
  const { preview, hasImage, label, upload, remove } = props;
  const input = useRef<HTMLInputElement>(null);
  const failure = upload.error ?? remove.error;
  const busy = upload.isPending || remove.isPending;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    remove.reset();
    upload.mutate(file, { onSuccess: () => toast.success(props.uploaded) });
  };

  return (
    <div className="flex items-center gap-4">
      {preview}
      <div className="min-w-0 space-y-2">
        <div>
          <p className="text-sm font-medium text-zinc-900">{label}</p>
          <p className="text-xs text-zinc-500">PNG, JPEG or WebP, up to 1 MB.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={`Choose a ${label.toLowerCase()}`}
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
            {hasImage ? props.changeLabel : props.uploadLabel}
          </Button>
          {hasImage ? (
            <Button
              size="sm"
              variant="ghost"
              loading={remove.isPending}
              disabled={busy}
              onClick={() => {
                upload.reset();
                remove.mutate(undefined, { onSuccess: () => toast.success(props.removed) });
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
