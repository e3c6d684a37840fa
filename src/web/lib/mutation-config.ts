import type { UseMutationOptions } from "@tanstack/react-query";

/**
 * Lifecycle callbacks a feature's mutation hook accepts from its caller. Given to useMutation itself (not to
 * mutate()), they still run when the calling component has unmounted meanwhile — e.g. the user menu, which
 * disappears as soon as a sign-out lands.
 */
export type MutationConfig<Fn extends (variables: never) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn>[0]>,
  "mutationFn"
>;
