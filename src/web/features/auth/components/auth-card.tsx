import type { ReactNode } from "react";

/** The centred card every sign-in related page uses. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-zinc-50 px-4 py-12 sm:items-center">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-zinc-900">{title}</h1>
          {subtitle ? <p className="mt-1.5 text-sm text-zinc-600">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-zinc-600">{footer}</div> : null}
      </div>
    </div>
  );
}
