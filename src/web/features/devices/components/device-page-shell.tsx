import { Link } from "@tanstack/react-router";
import { useEffect, useRef, type ReactNode } from "react";
import { Logo } from "@/web/components/ui/logo";

/** The centred card of /device, a little wider than the sign-in pages for the device's details. */
export function DevicePageShell({
  title,
  subtitle,
  icon,
  children,
  focusTitle = false,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  /** For an outcome that replaces the buttons just used: focus (and so announce) its title. */
  focusTitle?: boolean;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-zinc-50 px-4 py-10 sm:items-center sm:py-12">
      <div className="w-full max-w-lg">
        <div className="mb-6 flex justify-center">
          <Link to="/" aria-label="Goji home">
            <Logo />
          </Link>
        </div>
        <div className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8">
          {icon ? <div className="mb-4">{icon}</div> : null}
          <h1
            ref={titleRef}
            tabIndex={focusTitle ? -1 : undefined}
            className="text-2xl font-bold tracking-tight text-zinc-900 outline-none"
          >
            {title}
          </h1>
          {subtitle ? <div className="mt-1.5 text-sm text-zinc-600">{subtitle}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </div>
  );
}
