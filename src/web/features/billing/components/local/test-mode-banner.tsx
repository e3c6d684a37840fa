import { FlaskConical } from "lucide-react";

/** Says plainly that this is the built-in local billing, where nothing is really charged. */
export function TestModeBanner({ what }: { what: string }) {
  return (
    <div className="border-b border-amber-200 bg-amber-50 text-amber-900" role="note">
      <div className="mx-auto flex max-w-5xl items-center gap-2 px-4 py-2 text-sm sm:px-6">
        <FlaskConical className="h-4 w-4 shrink-0" aria-hidden />
        <p>
          <span className="font-semibold">Test mode · built-in local billing.</span> This {what} is served by Goji
          itself because no payment provider is configured. No real card is charged.
        </p>
      </div>
    </div>
  );
}
