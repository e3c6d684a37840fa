import { CopyButton } from "@/web/components/ui/copy-button";

export function BackupCodesList({ codes }: { codes: string[] }) {
  return (
    <div className="space-y-3">
      <ul
        className="grid grid-cols-2 gap-2 rounded-lg border border-zinc-200 bg-zinc-50 p-3 font-mono text-sm"
        aria-label="Backup codes"
      >
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wider text-zinc-800">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-zinc-500">Keep these somewhere safe. Each code signs you in once.</p>
        <CopyButton text={codes.join("\n")} label="Copy codes" />
      </div>
    </div>
  );
}
