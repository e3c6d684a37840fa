import type { useNewPassword } from "@/web/hooks/use-new-password";
import { PasswordField } from "./password-field";

/** A new password and its confirmation, validated as the user types (state from `useNewPassword`). */
export function NewPasswordFields({
  state,
  label,
  confirmationLabel,
  hint,
}: {
  state: ReturnType<typeof useNewPassword>;
  label: string;
  confirmationLabel: string;
  hint?: string;
}) {
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        required
        error={state.passwordError}
        hint={hint}
        {...state.passwordProps}
      />
      <PasswordField
        label={confirmationLabel}
        autoComplete="new-password"
        required
        error={state.confirmationError}
        {...state.confirmationProps}
      />
    </>
  );
}
