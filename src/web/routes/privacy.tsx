import { createFileRoute } from "@tanstack/react-router";
import { LegalPage } from "@/web/features/site/components/legal/legal-page";
import { PrivacyContent } from "@/web/features/site/components/legal/privacy-content";

export const Route = createFileRoute("/privacy")({
  head: () => ({ meta: [{ title: "Privacy Policy · Goji" }] }),
  component: PrivacyPage,
});

function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated="22 November 2026"
      intro="What Goji Labs collects when you use Goji, why we need it, and the choices you have."
    >
      <PrivacyContent />
    </LegalPage>
  );
}
