import { X } from "lucide-react";
import { Alert } from "@/web/components/ui/alert";
import { emailChangeErrorMessage } from "../api/change-email";

/** What opening an e-mail change link did, shown on /account?from=email-change (with `error` on refusal). */
export function EmailChangeNotice({
  error,
  email,
  onDismiss,
}: {
  error: string | undefined;
  email: string | undefined;
  onDismiss: () => void;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 pt-8 sm:px-6">
      <div className="relative">
        {error ? (
          <Alert tone="error" title="Your e-mail address was not changed">
            {emailChangeErrorMessage(error)}
          </Alert>
        ) : (
          <Alert tone="success" title="Your e-mail address was changed">
            {email ? `Sign in with ${email} from now on.` : "Sign in with your new address from now on."}
          </Alert>
        )}
        <button
          type="button"
          onClick={onDismiss}
          className="absolute top-2 right-2 rounded-md p-1 text-zinc-500 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand-500"
          aria-label="Dismiss"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
