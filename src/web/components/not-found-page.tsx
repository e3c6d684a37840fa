import { Link } from "@tanstack/react-router";
import { buttonClasses } from "@/web/components/ui/button";

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="text-sm font-semibold text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-zinc-900">Not Found</h1>
      <p className="mt-3 text-zinc-600">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonClasses("primary", "md", "mt-8")}>
        Back to home
      </Link>
    </div>
  );
}
