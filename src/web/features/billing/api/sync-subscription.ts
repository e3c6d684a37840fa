import type { SyncResponse } from "@/shared/billing";
import { apiFetch } from "@/web/lib/api-client";

/** POST /api/subscription/sync (docs/api.md): no body, cookies only; re-reads subscriptions from the provider. */
export const syncSubscription = () => apiFetch<SyncResponse>("/api/subscription/sync", { method: "POST" });
