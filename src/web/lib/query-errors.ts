import type { QueryClient } from "@tanstack/react-query";

/** Calls `onError` with the error of every query and mutation that fails; returns the unsubscribe. */
export function subscribeToFailures(queryClient: QueryClient, onError: (error: unknown) => void): () => void {
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error") onError(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error") onError(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
