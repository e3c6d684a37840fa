import { useMutation } from "@tanstack/react-query";
import type { CheckoutResponse } from "@/shared/billing";
import { apiFetch } from "@/web/lib/api-client";

/** POST /api/billing/checkout: the provider's checkout page for a plan (personal, or for a studio). */
export const createCheckout = (body: { planId: string; organizationId?: string | undefined }) =>
  apiFetch<CheckoutResponse>("/api/billing/checkout", { method: "POST", json: body });

export const useCreateCheckout = () => useMutation({ mutationFn: createCheckout });
