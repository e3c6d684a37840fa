import { useState } from "react";
import type { SiteRole } from "@/shared/admin";
import { userNameProblem, USER_NAME_MAX } from "@/shared/user-name";
import { Field } from "@/web/components/ui/input";
import { NewPasswordFields } from "@/web/components/ui/new-password-fields";
import { Select } from "@/web/components/ui/select";
import { useNewPassword } from "@/web/hooks/use-new-password";
import { useCreateUser } from "../../api/create-user";
import { ActionDialog } from "./action-dialog";
import { optionalReason, ReasonField } from "./reason-field";

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Creates an account with what sign-up asks for; the person confirms the address before signing in. */
export function CreateUserDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateUser();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<SiteRole>("user");
  const [reason, setReason] = useState("");
  const password = useNewPassword();
  const nameProblem = name ? userNameProblem(name) : null;
  const emailProblem =
    email.trim() && !LOOKS_LIKE_EMAIL.test(email.trim()) ? "Please enter a valid e-mail address." : null;
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Create a user"
      description="They get an e-mail to confirm the address, then sign in with this password (or choose their own with “Forgot password?”)."
      submitLabel="Create user"
      canSubmit={
        Boolean(name.trim() && email.trim()) &&
        !nameProblem &&
        !emailProblem &&
        password.isValid &&
        (!reason.trim() || reason.trim().length >= 3)
      }
      onSubmit={async () => {
        await create.mutateAsync({ name, email, password: password.password, role, reason: optionalReason(reason) });
        return `Account created for ${email.trim()}. A verification e-mail is on its way.`;
      }}
    >
      <Field
        label="Name"
        autoComplete="off"
        required
        maxLength={USER_NAME_MAX}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameProblem ?? undefined}
      />
      <Field
        label="E-mail"
        type="email"
        autoComplete="off"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailProblem ?? undefined}
      />
      <NewPasswordFields
        state={password}
        label="Password"
        confirmationLabel="Confirm password"
        hint="At least 8 characters, with a number or symbol."
      />
      <Select label="Site role" value={role} onChange={(event) => setRole(event.target.value as SiteRole)}>
        <option value="user">User — no admin access</option>
        <option value="admin">Admin — full access to this dashboard</option>
      </Select>
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
