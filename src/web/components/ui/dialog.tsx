import { X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import { useState, type ReactNode } from "react";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Where focus goes on closing, when that is not what opened the dialog (null: the opener). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/** An accessible modal (focus trap, Escape, labelled) styled for the app. */
export function Dialog({ open, onOpenChange, title, description, children, footer, returnFocusTo }: DialogProps) {
  // Our dialogs are opened by state, not by a Radix Trigger, so Radix has no trigger to give focus back to
  // and it fell to <body>: remember what had focus when the dialog opened and return there. Read while
  // rendering the opening: by Radix's onOpenAutoFocus a field's autoFocus has already moved focus inside.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && document.activeElement instanceof HTMLElement) setOpener(document.activeElement);
  }
  const returnFocus = (event: Event) => {
    const target = returnFocusTo?.() ?? (opener?.isConnected ? opener : null);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-ink-950/50 backdrop-blur-[1px]" />
        <D.Content
          // Without a description the dialog is named by its title alone (a hidden copy of the title as its
          // description made screen readers read the title twice); Radix asks for undefined to say so.
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="mb-4 pr-8">
            <D.Title className="text-lg font-semibold text-zinc-900">{title}</D.Title>
            {description ? <D.Description className="mt-1 text-sm text-zinc-500">{description}</D.Description> : null}
          </div>
          {children}
          {footer ? <div className="mt-6 flex flex-wrap justify-end gap-2">{footer}</div> : null}
          <D.Close
            className="absolute top-4 right-4 rounded-md p-1 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-700"
            aria-label="Close"
          >
            <X className="h-4 w-4" />
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
