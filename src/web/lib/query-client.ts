import { QueryClient } from "@tanstack/react-query";

/** Cache policy from docs/product.md#constants: fresh 5 minutes, kept 10 minutes, one retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60_000, gcTime: 10 * 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});
