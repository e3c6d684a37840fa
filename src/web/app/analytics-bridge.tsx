import { useRouter } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import type { Analytics } from "@/web/lib/analytics";
import { useSession } from "@/web/features/auth";
import { usePublicConfig } from "@/web/features/site/api/get-public-config";

/**
 * Loads analytics only when the deployment configures it; without POSTHOG_KEY no analytics code is
 * downloaded and nothing leaves the page. Page views on navigation; identify at sign-in, reset at sign-out.
 */
export function AnalyticsBridge() {
  const { data: config } = usePublicConfig();
  const router = useRouter();
  const { data: session } = useSession();
  const [analytics, setAnalytics] = useState<Analytics | null>(null);
  const lastUserId = useRef<string | null>(null);

  const settings = config?.analytics;
  useEffect(() => {
    if (!settings) return;
    let active: Analytics | null = null;
    void import("@/web/lib/analytics").then(({ createAnalytics }) => {
      active = createAnalytics({ key: settings.key, host: settings.host, storage: window.localStorage });
      active.capture("$pageview", { $current_url: window.location.href });
      setAnalytics(active);
    });
    return () => active?.stop();
  }, [settings]);

  useEffect(() => {
    if (!analytics) return;
    return router.subscribe("onResolved", ({ pathChanged }) => {
      if (pathChanged) analytics.capture("$pageview", { $current_url: window.location.href });
    });
  }, [analytics, router]);

  const userId = session?.user.id ?? null;
  useEffect(() => {
    if (!analytics) return;
    if (userId) analytics.identify(userId);
    else if (lastUserId.current) analytics.reset();
    lastUserId.current = userId;
  }, [analytics, userId]);

  return null;
}
