import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useSession } from "./api/session";

/**
 * Whether the visitor was already signed in when the page opened (false while the session is still being
 * checked). A sign-in made on the page itself does not count: the sign-in form then goes on by itself.
 */
export function useSignedInOnArrival(): boolean {
  const { data: session, isPending } = useSession();
  const [onArrival, setOnArrival] = useState<boolean | null>(null);
  if (onArrival === null && !isPending) setOnArrival(Boolean(session));
  return onArrival === true;
}

/** Goes on to `href` (a same-site path) in place of the current page. */
export function ReplaceWith({ href }: { href: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate({ href, replace: true });
  }, [navigate, href]);
  return null;
}
