import { Download, FileJson, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { useDownloadAccountData } from "../api/export-account-data";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { useImpersonating } from "@/web/features/auth";

/** "Your data": a copy of everything held about the user (GDPR art. 20), and deleting the account. */
export function AccountDataCard({ email }: { email: string }) {
  const download = useDownloadAccountData();
  const [deleting, setDeleting] = useState(false);
  const impersonating = useImpersonating();
  return (
    <Card>
      <CardHeader
        icon={<FileJson className="h-5 w-5" aria-hidden />}
        title="Your data"
        description="What Goji holds about you is yours: take a copy, or delete your account."
      />
      <CardBody className="divide-y divide-zinc-100 py-0 sm:py-0">
        <div className="flex flex-col gap-3 py-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="text-sm font-medium text-zinc-900">Export your data</h3>
            <p className="text-sm text-zinc-500">
              Profile, sessions, studios, API key details, usage, subscriptions and invoices, as one JSON file.
            </p>
            {download.error ? (
              <p className="mt-1 text-sm text-red-600" role="alert">
                {download.error.message}
              </p>
            ) : null}
          </div>
          <Button
            variant="outline"
            loading={download.isPending}
            disabled={impersonating}
            onClick={() => download.mutate(undefined, { onSuccess: (file) => toast.success(`Saved ${file}`) })}
          >
            {download.isPending ? null : <Download className="h-4 w-4" aria-hidden />}
            Export my data
          </Button>
        </div>
        <div className="flex flex-col gap-3 py-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="text-sm font-medium text-zinc-900">Delete your account</h3>
            <p className="text-sm text-zinc-500">
              Cancels your subscription at once, stops your API keys and erases your personal data.
            </p>
          </div>
          <Button variant="destructive" disabled={impersonating} onClick={() => setDeleting(true)}>
            <Trash2 className="h-4 w-4" aria-hidden /> Delete account
          </Button>
        </div>
      </CardBody>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} email={email} />
    </Card>
  );
}
