import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";

const loadSheet = () => import("./phone-menu-sheet");
/** Tailwind's md breakpoint, where the header shows its own links and the button is hidden. */
const WIDE = "(min-width: 48rem)";
const PhoneMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.PhoneMenuSheet })));

/**
 * The header's menu button below the md breakpoint (decision 036): the text links and Download are hidden there
 * (docs/product.md#screens), so they live in a sheet. The sheet (Radix Dialog) is its own chunk, fetched
 * when the button is first pointed at or focused, so pages do not carry it until someone reaches for it.
 */
export function PhoneMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const sheetId = useId();
  const prefetch = () => void loadSheet();
  // A window widened past md hides the sheet with the button (md:hidden), but the modal would stay open: the page
  // inert behind it and its scroll locked. Close it instead.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(WIDE);
    const closeWhenWide = () => {
      if (wide.matches) setOpen(false);
    };
    closeWhenWide();
    wide.addEventListener("change", closeWhenWide);
    return () => wide.removeEventListener("change", closeWhenWide);
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? sheetId : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="h-5 w-5" aria-hidden />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <PhoneMenuSheet id={sheetId} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
