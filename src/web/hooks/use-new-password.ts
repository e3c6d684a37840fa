import { useState } from "react";
import { passwordMessages, passwordProblem } from "@/shared/password-rules";

/**
 * State for a new password + confirmation (docs/product.md#validation): validated on change and on blur; the submit
 * button is enabled only when the password is valid and both match.
 */
export function useNewPassword() {
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [touched, setTouched] = useState({ password: false, confirmation: false });

  const passwordError = touched.password || password.length > 0 ? (passwordProblem(password) ?? undefined) : undefined;
  const confirmationError =
    (touched.confirmation || confirmation.length > 0) && confirmation !== password
      ? passwordMessages.mismatch
      : undefined;
  const isValid = passwordProblem(password) === null && confirmation === password;

  return {
    password,
    confirmation,
    passwordError,
    confirmationError,
    isValid,
    passwordProps: {
      value: password,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => setPassword(e.target.value),
      onBlur: () => setTouched((t) => ({ ...t, password: true })),
    },
    confirmationProps: {
      value: confirmation,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => setConfirmation(e.target.value),
      onBlur: () => setTouched((t) => ({ ...t, confirmation: true })),
    },
    /** A submit with the fields untouched: show their messages as if left (inline, not a disabled button). */
    touchAll: () => setTouched({ password: true, confirmation: true }),
    reset: () => {
      setPassword("");
      setConfirmation("");
      setTouched({ password: false, confirmation: false });
    },
  };
}
