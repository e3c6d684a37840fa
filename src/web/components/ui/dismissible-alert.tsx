import type { ComponentProps } from "react";
import { Alert } from "./alert";
import { CloseButton } from "./close-button";

/** A page-wide notice at the top of the content, with a Dismiss button in its corner. */
export function DismissibleAlert({ onDismiss, ...alert }: ComponentProps<typeof Alert> & { onDismiss: () => void }) {
  return (
    <div className="mx-auto max-w-5xl px-4 pt-8 sm:px-6">
      <div className="relative">
        <Alert {...alert} className="pr-10" />
        {/* A tint of the alert's own colour on hover, not the grey of a white surface. */}
        <CloseButton label="Dismiss" onClick={onDismiss} className="absolute top-2 right-2 hover:bg-black/5" />
      </div>
    </div>
  );
}
