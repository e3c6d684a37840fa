import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { Alert } from "./alert";

/** A page-wide notice at the top of the content, with a Dismiss button in its corner. */
export function DismissibleAlert({ onDismiss, ...alert }: ComponentProps<typeof Alert> & { onDismiss: () => void }) {
  return (
    <div className="mx-auto max-w-5xl px-4 pt-8 sm:px-6">
      <div className="relative">
        <Alert {...alert} className="pr-10" />
        <button
          type="button"
          onClick={onDismiss}
          className="absolute top-2 right-2 rounded-md p-1 text-zinc-500 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand-500"
          aria-label="Dismiss"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
