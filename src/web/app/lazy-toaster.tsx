import { lazy, Suspense } from "react";

// The toaster is not needed for the first paint; loading it after keeps it out of the entry chunk.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** Toast defaults from docs/product.md#constants: 3 visible, 4 seconds. */
export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster visibleToasts={3} duration={4000} position="top-right" richColors closeButton />
    </Suspense>
  );
}
