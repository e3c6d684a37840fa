import { createFileRoute } from "@tanstack/react-router";
import { LegalPage } from "@/web/features/site/components/legal/legal-page";
import { TermsContent } from "@/web/features/site/components/legal/terms-content";

export const Route = createFileRoute("/terms")({
  head: () => ({ meta: [{ title: "Terms of Service · Goji" }] }),
  component: TermsPage,
});

function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      lastUpdated="22 November 2026"
      intro="The agreement between you and Goji Labs when you use the Goji website, plugin and service."
    >
      <TermsContent />
    </LegalPage>
  );
}
