import { useEffect, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { authClient } from "@/web/lib/auth-client";

/** After a send, the button waits this long: a second click would only send a second, identical e-mail. */
const COOLDOWN_SECONDS = 30;

/** Sends the verification e-mail again (rate limited on the server too). */
export function ResendVerificationButton({ email, callbackURL = "/account" }: { email: string; callbackURL?: string }) {
  const [state, setState] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  const [message, setMessage] = useState<string>();
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const resend = async () => {
    setState("sending");
    const { error } = await authClient.sendVerificationEmail({ email, callbackURL });
    setState(error ? "failed" : "sent");
    setMessage(
      error
        ? (error.message ?? "Could not send the e-mail. Please try again in a minute.")
        : "A new verification e-mail is on its way.",
    );
    if (!error) setWait(COOLDOWN_SECONDS);
  };

  return (
    <div className="space-y-2">
      <Button
        variant="outline"
        className="w-full"
        onClick={() => void resend()}
        loading={state === "sending"}
        disabled={wait > 0}
      >
        {wait > 0 ? `Resend in ${wait} s` : "Resend verification e-mail"}
      </Button>
      {message ? (
        <p className={state === "failed" ? "text-sm text-red-600" : "text-sm text-emerald-700"} role="status">
          {message}
        </p>
      ) : null}
    </div>
  );
}
