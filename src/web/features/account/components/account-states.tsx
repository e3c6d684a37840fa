import { Link } from "@tanstack/react-router";
import { AlertTriangle, LogIn } from "lucide-react";
import { useEffect } from "react";
import { toast } from "sonner";
import { Button, buttonClasses } from "@/web/components/ui/button";

function StateBox({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center">
      <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        {icon}
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-zinc-900">{title}</h1>
      <div className="mt-3 space-y-6 text-zinc-600">{children}</div>
    </div>
  );
}

/** 'Please Sign In' with a Sign In link (docs/product.md#screens); docs/product.md#messages: the session-404 toast for logged-out visitors. */
export function PleaseSignIn() {
  useEffect(() => {
    toast.info("No active session found (expected for logged-out users).", { id: "no-session" });
  }, []);
  return (
    <StateBox icon={<LogIn className="h-6 w-6" aria-hidden />} title="Please Sign In">
      <p>Sign in to see your account, API keys and usage.</p>
      <Link to="/login" search={{ redirect: "/account" }} className={buttonClasses("primary", "md")}>
        Sign In
      </Link>
    </StateBox>
  );
}

export function AuthenticationError({ message }: { message?: string | undefined }) {
  return (
    <StateBox icon={<AlertTriangle className="h-6 w-6" aria-hidden />} title="Authentication Error">
      <p>{message ?? "We could not check your session."}</p>
      <Button onClick={() => window.location.reload()}>Try Again</Button>
    </StateBox>
  );
}

export function AccountDetailsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StateBox icon={<AlertTriangle className="h-6 w-6" aria-hidden />} title="Error Loading Account Details">
      <p>{message}</p>
      <Button onClick={onRetry}>Try Again</Button>
    </StateBox>
  );
}
