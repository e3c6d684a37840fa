import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { DownloadButton } from "./download-button";

export function FinalCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-28">
      <div className="relative isolate mx-auto max-w-7xl overflow-hidden rounded-3xl bg-zinc-900 px-6 py-16 text-center shadow-xl sm:px-12 sm:py-20">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_50%_120%,rgb(228_73_59/0.45),transparent_70%)]"
        />
        <h2
          id="cta-title"
          className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          Bring Goji into your next session
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-pretty text-zinc-300">
          Start on the free plan, no card required. Upgrade, or move your whole team onto a studio, when you need more.
        </p>
        <div className="mx-auto mt-10 flex max-w-xs flex-col gap-3 sm:max-w-none sm:flex-row sm:justify-center">
          <DownloadButton size="lg" />
          {/* Not a shared button variant: on the dark panel it needs light text and a light ring. */}
          <Link
            to="/pricing"
            className="group inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 text-base font-medium text-white ring-1 ring-white/25 transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Compare plans
            <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}
