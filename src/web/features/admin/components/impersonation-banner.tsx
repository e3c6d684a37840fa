import { VenetianMask } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { useImpersonating, useSession } from "@/web/features/auth";
import { useStopImpersonating } from "../api/stop-impersonating";

const timeFormat = new Intl.DateTimeFormat("en-US", { timeStyle: "short" });

/**
 * Shown on every page while an admin impersonates someone: who, until when, and a way out. Fixed to
 * the bottom of the viewport so it never covers the fixed header; a spacer keeps the footer visible.
 * Stopping reloads the app so nothing cached as the user survives into the admin's session. Kept free of
 * heavy imports (no toast library): it is part of every page's first load.
 */
export function ImpersonationBanner() {
  const { data } = useSession();
  const stop = useStopImpersonating();
  const impersonating = useImpersonating();
  if (!data || !impersonating) return null;

  const onStop = () =>
    stop.mutate(undefined, {
      onSuccess: () => window.location.assign(`/admin/users/${encodeURIComponent(data.user.id)}`),
    });

  return (
    <>
      {/* As tall as the banner: on a phone its text (up to four lines) and button take two rows. */}
      <div aria-hidden className="h-40 sm:h-16" />
      <div
        role="region"
        aria-label="Impersonation"
        className="fixed inset-x-0 bottom-0 z-50 border-t border-amber-300 bg-amber-50/95 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2.5 sm:px-6">
          <p className="flex min-w-0 items-center gap-2 text-sm text-amber-900">
            <VenetianMask className="h-4 w-4 shrink-0" aria-hidden />
            <span className="min-w-0">
              You are impersonating <strong className="font-semibold">{data.user.name || data.user.email}</strong>
              <span className="hidden sm:inline"> ({data.user.email})</span>
              <span className="text-amber-800"> · ends {timeFormat.format(new Date(data.session.expiresAt))}</span>
              <span className="block text-xs text-amber-800">
                Password, e-mail, two-factor, API key, device and deletion actions are off while impersonating.
              </span>
            </span>
          </p>
          <div className="flex items-center gap-3">
            {stop.error ? (
              // The admin's own session may have ended meanwhile: signing out is then the way back.
              <p role="alert" className="text-sm text-red-700">
                Could not stop impersonating: {stop.error.message}. Log out to end this session.
              </p>
            ) : null}
            <Button size="sm" variant="secondary" loading={stop.isPending || stop.isSuccess} onClick={onStop}>
              Stop impersonating
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}
