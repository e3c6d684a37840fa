import { Boxes, FileCode2, Package, Palette, RefreshCw, ShieldCheck, type LucideIcon } from "lucide-react";
import { SectionHeading } from "./section-heading";

interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

const features: Feature[] = [
  {
    icon: Boxes,
    title: "Scene setup",
    description:
      "Describe a room, a lighting mood or a spawn layout. Goji places the objects, sets up cameras and lights, and wires the components together.",
  },
  {
    icon: FileCode2,
    title: "Script generation",
    description:
      "Gameplay scripts that follow the conventions already in your project — naming, folders, patterns — ready to attach and run.",
  },
  {
    icon: RefreshCw,
    title: "Refactoring",
    description:
      "Rename across files, split a script that does too much or move to a new input system, reviewed as a diff before anything changes.",
  },
  {
    icon: Palette,
    title: "Shader help",
    description:
      "Ask what a shader or node graph does, why it bands or flickers, or how to port it to another render pipeline.",
  },
  {
    icon: Package,
    title: "Asset and level tooling",
    description:
      "Batch-rename and re-import assets, check import settings, scatter props along a path, or turn a chore into a reusable editor tool.",
  },
  {
    icon: ShieldCheck,
    title: "You stay in control",
    description:
      "Goji proposes, you apply. It only touches the project you have open, and every change can be undone like any other edit.",
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28">
      <SectionHeading
        id="features-title"
        eyebrow="Inside the editor"
        title="Less busywork, more game"
        description="Goji understands your open scene, its objects and components, your scripts and your asset folders — so you can ask in the words you would use with a teammate."
      />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, description }) => (
          <li
            key={title}
            className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-brand-100">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <h3 className="mt-5 text-base font-semibold text-zinc-900">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-zinc-600">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
