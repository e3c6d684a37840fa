import { useMutation } from "@tanstack/react-query";
import type { PortalResponse } from "@/shared/billing";
import { apiFetch } from "@/web/lib/api-client";

/** POST /api/account/portal-session (docs/api.md): the customer portal's URL. */
export const createPortalSession = (body: { returnUrl: string; organizationId?: string | undefined }) =>
  apiFetch<PortalResponse | null>("/api/account/portal-session", { method: "POST", json: body });

export const useCreatePortalSession = () => useMutation({ mutationFn: createPortalSession });
