import { useNavigate } from "@tanstack/react-router";
import { Download } from "lucide-react";
import { downloadLabel, downloadUrlFor, PLATFORMS, type Platform } from "@/shared/platform";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { usePlatform } from "@/web/lib/platform";
import { usePublicConfig } from "../api/get-public-config";

export const INSTALLATION_DOC = "/docs/getting-started/02-installation";

/** Opens the zip for the visitor's platform, then the installation guide (docs/product.md#screens, docs/api.md). */
export function DownloadButton({ className, size = "md" }: { className?: string; size?: "sm" | "md" | "lg" }) {
  const platform = usePlatform();
  const navigate = useNavigate();
  const { data: config } = usePublicConfig();

  const onClick = () => {
    if (config) window.open(downloadUrlFor(platform, config.downloads), "_blank", "noopener");
    void navigate({ to: "/docs/$", params: { _splat: "getting-started/02-installation" } });
  };

  return (
    <Button size={size} className={className} onClick={onClick} data-platform={platform}>
      <Download className="h-4 w-4" aria-hidden />
      <PlatformLabel platform={platform} />
    </Button>
  );
}

/**
 * Every platform's label in one grid cell, only the visitor's visible: the button is as wide as its longest label
 * whichever is shown, so when the app replaces the prerendered page's "Download" (rendered for no platform) with
 * "Download for macOS", nothing beside the button moves. Hidden labels are out of the accessible name.
 */
function PlatformLabel({ platform }: { platform: Platform }) {
  return (
    <span className="grid">
      {PLATFORMS.map((each) => (
        <span key={each} className={cn("col-start-1 row-start-1 text-center", each !== platform && "invisible")}>
          {downloadLabel(each)}
        </span>
      ))}
    </span>
  );
}
