/**
 * /account while the session or the account is loading: the page's layout in grey (title, two columns of
 * cards) so nothing jumps when it arrives, with the spec's 'Loading account...' for screen readers.
 */
export function AccountSkeleton() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6" role="status" aria-live="polite">
      <span className="sr-only">Loading account...</span>
      <div className="mb-8 h-9 w-64 animate-pulse rounded-lg bg-zinc-100" aria-hidden />
      <div className="grid gap-6 lg:grid-cols-2" aria-hidden>
        {[0, 1].map((column) => (
          <div key={column} className="space-y-6">
            {[0, 1, 2].map((card) => (
              <div key={card} className="h-48 animate-pulse rounded-xl border border-zinc-200 bg-zinc-50" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
