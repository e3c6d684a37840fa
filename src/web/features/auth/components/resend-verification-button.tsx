import { useEffect, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { useSendVerificationEmail } from "../api/send-verification-email";

/** After a send, the button waits this long: a second click would only send a second, identical e-mail. */
const COOLDOWN_SECONDS = 30;

/** Sends the verification e-mail again (rate limited on the server too). */
export function ResendVerificationButton({ email, callbackURL = "/account" }: { email: string; callbackURL?: string }) {
  const send = useSendVerificationEmail();
  const [wait, setWait] = useState(0);
  const message = send.isError
    ? send.error.message || "Could not send the e-mail. Please try again in a minute."
    : send.isSuccess
      ? "A new verification e-mail is on its way."
      : undefined;

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const resend = () => send.mutate({ email, callbackURL }, { onSuccess: () => setWait(COOLDOWN_SECONDS) });

  return (
    <div className="space-y-2">
      <Button variant="outline" className="w-full" onClick={resend} loading={send.isPending} disabled={wait > 0}>
        {wait > 0 ? `Resend in ${wait} s` : "Resend verification e-mail"}
      </Button>
      {message ? (
        <p className={send.isError ? "text-sm text-red-600" : "text-sm text-emerald-700"} role="status">
          {message}
        </p>
      ) : null}
    </div>
  );
}
