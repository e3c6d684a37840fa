import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { findPlan } from "@/shared/plans";
import { buttonClasses } from "@/web/components/ui/button";
import { DownloadButton } from "./download-button";
import { EditorPreview } from "./editor-preview";

const freeCredits = findPlan("free")?.monthlyCredits ?? 0;

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      {/* A soft brand glow and a faint grid: depth without shipping an image. */}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_70%_-10%,var(--color-brand-100),transparent_70%)]"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(24_24_27/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(24_24_27/0.04)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:linear-gradient(to_bottom,black,transparent_85%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-12 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-xs font-medium text-brand-700 shadow-sm">
            <span className="h-1.5 w-1.5 rounded-full bg-brand-500" aria-hidden />
            Now with studio plans and pooled credits
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-zinc-900 sm:text-5xl xl:text-[3.5rem] xl:leading-[1.05]"
          >
            {/* A non-breaking hyphen keeps "game‑engine" on one line. */}
            An AI teammate inside your game{"\u2011"}engine editor
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-zinc-600">
            Goji sits next to your scene. Ask it to set up a level, write or refactor a script, fix a shader or
            batch-process assets — it works on the project you have open, and every change goes through your editor's
            undo history.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
            <DownloadButton size="lg" />
            <Link to="/pricing" className={buttonClasses("outline", "lg", "group")}>
              See pricing
              <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
            </Link>
          </div>
          <p className="mt-5 text-sm text-zinc-500">
            Free plan with {freeCredits.toLocaleString("en-US")} credits a month · macOS (universal) and Windows x64
          </p>
        </div>
        <EditorPreview />
      </div>
    </section>
  );
}
