import { createFileRoute } from "@tanstack/react-router";
import { CreditsAndStudios } from "@/web/features/site/components/credits-and-studios";
import { FeatureGrid } from "@/web/features/site/components/feature-grid";
import { FinalCta } from "@/web/features/site/components/final-cta";
import { HeroSection } from "@/web/features/site/components/hero-section";
import { HowItWorks } from "@/web/features/site/components/how-it-works";

export const Route = createFileRoute("/")({
  head: () => ({ meta: [{ title: "Goji — the AI assistant for your game-engine editor" }] }),
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <HeroSection />
      <FeatureGrid />
      <HowItWorks />
      <CreditsAndStudios />
      <FinalCta />
    </>
  );
}
