import { KeyRound, RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { formatDateTime, formatShortDate } from "@/web/lib/format";
import { useGenerateApiKey } from "../api/generate-api-key";
import { useCurrentApiKey } from "../api/get-current-api-key";
import { generateErrorMessage } from "../generate-error-message";
import { RevealedApiKey } from "./revealed-api-key";
import { useOneAtATime } from "@/web/hooks/use-one-at-a-time";
import { useImpersonating } from "@/web/features/auth";

interface ApiKeyCardProps {
  /** The active studio; absent for the personal key. */
  organizationId?: string | null;
  organizationName?: string;
}

/**
 * The API key card (docs/product.md#states): (a) a key just generated, shown once; (b) a key exists but is hidden:
 * regenerate, after a warning that the old one stops at once; (c) no key: generate.
 */
export function ApiKeyCard({ organizationId = null, organizationName }: ApiKeyCardProps) {
  const scope = organizationId ?? null;
  const impersonating = useImpersonating();
  const current = useCurrentApiKey(scope);
  const generate = useGenerateApiKey();
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Held with the scope it belongs to, so switching studio (or to personal) hides it at once (docs/product.md#states).
  const [generated, setGenerated] = useState<{ scope: string | null; key: string } | null>(null);
  const revealedKey = generated?.scope === scope ? generated.key : null;
  // After a key is generated focus lands on its Copy button, the next thing to do: at once, and again when the
  // Regenerate confirmation closes (it would otherwise give focus back to Regenerate).
  const copyButton = useRef<HTMLButtonElement>(null);
  const focusCopy = useRef(false);
  useEffect(() => {
    if (revealedKey && focusCopy.current) copyButton.current?.focus();
  }, [revealedKey]);

  const generateKey = async () => {
    try {
      const key = await generate.mutateAsync(scope);
      focusCopy.current = true;
      setGenerated({ scope, key });
      toast.success("API Key generated successfully");
    } catch (error) {
      toast.error(generateErrorMessage(error));
    }
  };
  // A double click on Generate makes one key (the confirmation of Regenerate guards itself).
  const runGenerate = useOneAtATime(generateKey);

  const title = organizationName ? `API Key for ${organizationName}` : "Personal API Key";
  const description = organizationName
    ? `The plugin spends ${organizationName}'s shared credits with this key.`
    : "The plugin spends your personal credits with this key.";
  const existing = current.data?.key ?? null;

  return (
    <Card>
      <CardHeader icon={<KeyRound className="h-5 w-5" aria-hidden />} title={title} description={description} />
      <CardBody className="space-y-4">
        {revealedKey ? (
          // Keyed by the key: a new one starts masked, whatever the previous one's Show/Hide state was.
          <RevealedApiKey key={revealedKey} apiKey={revealedKey} copyButtonRef={copyButton} />
        ) : current.isPending ? (
          <div className="flex items-center gap-2 text-sm text-zinc-500" role="status">
            <Spinner className="h-4 w-4" /> Loading API key...
          </div>
        ) : current.isError ? (
          <Alert tone="error" title="Could not load your API key">
            {current.error.message}{" "}
            <Button variant="link" onClick={() => void current.refetch()}>
              Try Again
            </Button>
          </Alert>
        ) : existing ? (
          <p className="text-sm text-zinc-600">
            Your key{" "}
            <code className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-zinc-800">
              {existing.prefix}…{existing.suffix}
            </code>{" "}
            is active. It is shown only once, when generated; if you lost it, regenerate it.
          </p>
        ) : (
          <p className="text-sm text-zinc-600">
            You have no API key yet. Generate one and paste it into the Goji plugin&apos;s settings.
          </p>
        )}

        {existing ? (
          <dl className="grid grid-cols-[7rem_1fr] gap-y-1.5 text-sm">
            <dt className="text-zinc-500">Created</dt>
            <dd className="text-zinc-900">{formatShortDate(existing.createdAt)}</dd>
            <dt className="text-zinc-500">Last used</dt>
            <dd className="text-zinc-900">{formatDateTime(existing.lastUsedAt)}</dd>
          </dl>
        ) : null}

        {current.isSuccess || revealedKey ? (
          existing || revealedKey ? (
            <Button
              variant="outline"
              onClick={() => {
                focusCopy.current = false;
                setConfirmOpen(true);
              }}
              loading={generate.isPending}
              disabled={impersonating}
            >
              <RefreshCw className="h-4 w-4" aria-hidden /> Regenerate API Key
            </Button>
          ) : (
            <Button onClick={() => void runGenerate()} loading={generate.isPending} disabled={impersonating}>
              <KeyRound className="h-4 w-4" aria-hidden /> Generate API Key
            </Button>
          )
        ) : null}
      </CardBody>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Regenerate API key?"
        message="Your current key stops working immediately. Any copy of the plugin still using it will be refused until you paste in the new key."
        confirmLabel="Regenerate"
        onConfirm={generateKey}
        returnFocusTo={() => (focusCopy.current ? copyButton.current : null)}
      />
    </Card>
  );
}
