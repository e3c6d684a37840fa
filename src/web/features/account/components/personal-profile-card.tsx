import { UserRound } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { AvatarUploader } from "./avatar-uploader";
import { ChangeEmailDialog } from "./change-email-dialog";
import { NameEditor } from "./name-editor";
import { EmailAddress } from "@/web/components/ui/email-address";
import { useImpersonating } from "@/web/features/auth";

interface Props {
  user: { name: string; email: string; image?: string | null | undefined };
  /** The user's avatar, large (the same component as the header's). */
  avatar: ReactNode;
  plan: string;
  nextBillingDate: string;
}

/** Profile Information (docs/product.md#screens card 5) on the personal view, editable: picture, name and e-mail address. */
export function PersonalProfileCard({ user, avatar, plan, nextBillingDate }: Props) {
  const [changingEmail, setChangingEmail] = useState(false);
  const impersonating = useImpersonating();
  const rows: Array<{ label: string; value: ReactNode }> = [
    { label: "Name", value: <NameEditor name={user.name} /> },
    {
      label: "E-mail",
      value: (
        <div className="flex items-center justify-between gap-3">
          <span className="min-w-0 break-words">
            <EmailAddress email={user.email} />
          </span>
          <Button size="sm" variant="ghost" disabled={impersonating} onClick={() => setChangingEmail(true)}>
            Change
          </Button>
        </div>
      ),
    },
    { label: "Subscription plan", value: plan },
    { label: "Next billing date", value: nextBillingDate },
  ];
  return (
    <Card>
      <CardHeader icon={<UserRound className="h-5 w-5" aria-hidden />} title="Profile Information" />
      <CardBody className="space-y-5">
        <AvatarUploader avatar={avatar} hasImage={Boolean(user.image)} />
        <dl className="divide-y divide-zinc-100 border-t border-zinc-100">
          {rows.map((row) => (
            <div
              key={row.label}
              className="grid grid-cols-1 gap-1 py-2.5 last:pb-0 sm:grid-cols-3 sm:items-center sm:gap-4"
            >
              <dt className="text-sm text-zinc-500">{row.label}</dt>
              <dd className="min-w-0 text-sm font-medium text-zinc-900 sm:col-span-2">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
      <ChangeEmailDialog open={changingEmail} onOpenChange={setChangingEmail} currentEmail={user.email} />
    </Card>
  );
}
