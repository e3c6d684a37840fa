import { Download, KeyRound, Sparkles, type LucideIcon } from "lucide-react";
import { SectionHeading } from "./section-heading";

interface Step {
  icon: LucideIcon;
  title: string;
  description: string;
}

const steps: Step[] = [
  {
    icon: Download,
    title: "Download",
    description: "Get the plugin for macOS (universal) or Windows x64 and drop it into your editor's plugins folder.",
  },
  {
    icon: KeyRound,
    title: "Paste your API key",
    description: "Create a free account, generate a key on your account page and paste it into Goji's settings panel.",
  },
  {
    icon: Sparkles,
    title: "Create",
    description:
      "Open the Goji panel next to your scene and ask. Each request spends a few credits from your allowance.",
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="border-y border-zinc-200 bg-zinc-50">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24">
        <SectionHeading id="how-title" eyebrow="How it works" title="Up and running in three steps" />
        <ol className="mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
          {steps.map(({ icon: Icon, title, description }, index) => (
            <li key={title} className="relative flex gap-4 md:flex-col md:gap-0">
              {/* The line between steps on wide screens, starting after this step's badge. */}
              {index < steps.length - 1 ? (
                <span
                  aria-hidden
                  className="absolute top-6 left-16 hidden h-px w-[calc(100%-4rem)] bg-gradient-to-r from-brand-200 to-zinc-200 md:block"
                />
              ) : null}
              <span className="relative flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm ring-1 ring-zinc-200">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <div className="md:mt-6">
                <p className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">Step {index + 1}</p>
                <h3 className="mt-1 text-lg font-semibold text-zinc-900">{title}</h3>
                <p className="mt-2 max-w-sm text-sm leading-6 text-zinc-600">{description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
