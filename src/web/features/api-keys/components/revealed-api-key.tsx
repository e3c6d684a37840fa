import { Eye, EyeOff } from "lucide-react";
import { useState, type RefObject } from "react";
import { maskApiKey } from "@/shared/api-keys";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { CopyButton } from "@/web/components/ui/copy-button";

/** State (a) of the card: the key just generated, masked until shown, copyable, never shown again. */
export function RevealedApiKey({
  apiKey,
  copyButtonRef,
}: {
  apiKey: string;
  copyButtonRef?: RefObject<HTMLButtonElement | null>;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="space-y-3">
      <code
        className="block rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2.5 font-mono text-sm leading-6 break-all text-zinc-900"
        aria-label={visible ? "Your new API key" : "Your new API key, hidden"}
        data-testid="api-key-value"
      >
        {visible ? apiKey : maskApiKey(apiKey)}
      </code>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => setVisible((v) => !v)} aria-pressed={visible}>
          {visible ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
          {visible ? "Hide" : "Show"}
        </Button>
        <CopyButton text={apiKey} ref={copyButtonRef} />
      </div>
      <Alert tone="warning" title="Copy your key now">
        You won&apos;t be able to see this key again after you leave this page. Store it somewhere safe, such as your
        password manager.
      </Alert>
    </div>
  );
}
