import { useNavigate } from "@tanstack/react-router";
import { Download } from "lucide-react";
import { downloadLabel, downloadUrlFor, PLATFORMS } from "@/shared/platform";
import { Button } from "@/web/components/ui/button";
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
      <PlatformLabel />
    </Button>
  );
}

/**
 * Every platform's label, only the visitor's displayed: <html data-platform>, set by an inline script before first
 * paint (shared/platform.ts), picks it in styles.css. The markup does not depend on the platform, so a prerendered
 * page (built for none) shows the right label and width from its first frame and hydrates without a change;
 * without scripts the plain label shows. Labels not displayed are out of the accessible name.
 */
function PlatformLabel() {
  return PLATFORMS.map((each) => (
    <span key={each} data-platform-label={each}>
      {downloadLabel(each)}
    </span>
  ));
}
