export function Logo({ className }: { className?: string }) {
  return (
    <span className={className ?? "inline-flex items-center gap-2"}>
      <svg viewBox="0 0 32 32" className="h-7 w-7" aria-hidden>
        <rect width="32" height="32" rx="8" fill="#e4493b" />
        <circle cx="16" cy="18" r="8" fill="#fff" />
        <path d="M16 4c2 2 3 4 2 6-2-1-3-3-2-6z" fill="#7fc45a" />
      </svg>
      <span className="text-lg font-bold tracking-tight text-zinc-900">Goji</span>
    </span>
  );
}
