import { useQueryClient } from "@tanstack/react-query";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";

/** The generic fallback (docs/product.md#messages): 'Something went wrong!' with a Show Error / Hide Error toggle. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const [showError, setShowError] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const router = useRouter();
  const queryClient = useQueryClient();

  // Rendering again from the same cached answers would fail the same way: start from fresh data,
  // re-run the route loaders, then render the page again.
  const tryAgain = async () => {
    setRetrying(true);
    try {
      await queryClient.resetQueries();
      await router.invalidate();
    } finally {
      setRetrying(false);
      reset();
    }
  };

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold tracking-tight text-zinc-900">Something went wrong!</h1>
      <p className="mt-3 text-zinc-600">An unexpected error stopped this page from loading.</p>
      <div className="mt-8 flex gap-3">
        <Button variant="outline" onClick={() => setShowError((shown) => !shown)} aria-expanded={showError}>
          {showError ? "Hide Error" : "Show Error"}
        </Button>
        <Button onClick={() => void tryAgain()} loading={retrying}>
          Try Again
        </Button>
      </div>
      {showError ? (
        <pre className="mt-6 w-full overflow-x-auto rounded-lg border border-red-200 bg-red-50 p-4 text-left text-sm text-red-800">
          {error instanceof Error ? error.message : String(error)}
        </pre>
      ) : null}
    </div>
  );
}
