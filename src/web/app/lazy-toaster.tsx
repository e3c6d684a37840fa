import { lazy, Suspense } from "react";
import { useThemeChoice } from "@/web/features/theme/use-theme";

// The toaster is not needed for the first paint; loading it after keeps it out of the entry chunk.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** Toast defaults from docs/product.md#constants: 3 visible, 4 seconds. */
export function LazyToaster() {
  const [theme] = useThemeChoice();
  return (
    <Suspense fallback={null}>
      <Toaster
        visibleToasts={3}
        duration={4000}
        position="bottom-right"
        theme={theme}
        richColors
        closeButton
        // Bottom-right on desktop and along the bottom on phones: never over the header's Download, switcher or
        // avatar menu (docs/decisions/035-toasts-and-theme-toggle.md).
        mobileOffset={{ bottom: 16 }}
      />
    </Suspense>
  );
}
