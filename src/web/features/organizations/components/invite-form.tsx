import { UserPlus } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { isOwner } from "@/shared/org-roles";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { Field } from "@/web/components/ui/input";
import { Select } from "@/web/components/ui/select";
import { useInviteMember } from "../api/invite-member";

const LOOKS_LIKE_EMAIL = /^\S+@\S+\.\S+$/;

/** Invite by e-mail as Member (default) or Admin — Admin only offered to owners (docs/product.md#validation). */
export function InviteForm({ organizationId, actorRole }: { organizationId: string; actorRole: string }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<"member" | "admin">("member");
  const invite = useInviteMember(organizationId);
  // Send invitation stays enabled (issue 19): a submit without a valid address says why beside the field.
  const [emailError, setEmailError] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  // The button is disabled while sending, which drops focus to <body>: put it back on the e-mail field (emptied
  // for the next address after a success, kept to correct after a refusal).
  const focusEmail = () => form.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = !email.trim()
      ? "Required"
      : !LOOKS_LIKE_EMAIL.test(email.trim())
        ? "Invalid e-mail address"
        : undefined;
    setEmailError(problem);
    invite.reset(); // a new attempt: the last refusal's reason no longer stands
    if (problem) return;
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: () => {
          toast.success("Invitation sent successfully");
          setEmail("");
          setRole("member");
          focusEmail();
        },
        // The toast says that it failed (docs/product.md#messages); the alert below says why, once.
        onError: () => {
          toast.error("Failed to send invitation", { id: "invite-failed" });
          focusEmail();
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader
        icon={<UserPlus className="h-5 w-5" aria-hidden />}
        title="Invite a teammate"
        description="They get an e-mail with a link to join. Invitations expire after 48 hours."
      />
      <CardBody>
        <form ref={form} onSubmit={onSubmit} className="space-y-4" noValidate>
          {invite.error ? <Alert tone="error">{invite.error.message}</Alert> : null}
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            <Field
              label="E-mail"
              type="email"
              name="email"
              required
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (invite.isError) invite.reset();
              }}
              placeholder="teammate@studio.com"
              error={emailError}
            />
            <Select label="Role" value={role} onChange={(e) => setRole(e.target.value as "member" | "admin")}>
              <option value="member">Member</option>
              {isOwner(actorRole) ? <option value="admin">Admin</option> : null}
            </Select>
          </div>
          <div className="flex justify-end">
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
