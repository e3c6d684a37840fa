import { DismissibleAlert } from "@/web/components/ui/dismissible-alert";
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
  return error ? (
    <DismissibleAlert tone="error" title="Your e-mail address was not changed" onDismiss={onDismiss}>
      {emailChangeErrorMessage(error)}
    </DismissibleAlert>
  ) : (
    <DismissibleAlert tone="success" title="Your e-mail address was changed" onDismiss={onDismiss}>
      {email ? `Sign in with ${email} from now on.` : "Sign in with your new address from now on."}
    </DismissibleAlert>
  );
}
