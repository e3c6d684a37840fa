import { Check, Coins, Users, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { findPlan } from "@/shared/plans";
import { CreditMeterSample, StudioMembersSample } from "./credits-and-studios-samples";
import { SectionHeading } from "./section-heading";

const credits = (id: "free" | "pro" | "studio") => (findPlan(id)?.monthlyCredits ?? 0).toLocaleString("en-US");

export function CreditsAndStudios() {
  return (
    <section aria-labelledby="credits-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28">
      <SectionHeading
        id="credits-title"
        eyebrow="Credits and studios"
        title="Clear usage for you, one shared pool for your team"
        description="No per-seat maths and no surprise invoices: every plan is a monthly allowance of credits you can see at a glance."
      />
      <div className="mt-14 grid gap-6 lg:grid-cols-2">
        <ExplainerCard
          icon={Coins}
          title="Credits, simply"
          points={[
            "Every request the plugin sends spends credits. A quick question or a small script costs one; bigger jobs can cost more.",
            `Personal plans come with a monthly allowance: ${credits("free")} credits on Free, ${credits("pro")} on Pro.`,
            "When you run out, requests are refused with a clear message until your cycle resets or you upgrade — never a surprise bill.",
          ]}
          sample={<CreditMeterSample />}
        />
        <ExplainerCard
          icon={Users}
          title="Studios, built for teams"
          points={[
            "Invite your team by e-mail and give each person a role: owner, admin or member.",
            `Everyone spends from one pool (${credits("studio")} credits a month on Studio). Owners and admins can set aside an allocation for any member.`,
            "Every member gets their own studio API key, so replacing one person's key never interrupts anyone else.",
          ]}
          sample={<StudioMembersSample />}
        />
      </div>
    </section>
  );
}

function ExplainerCard({
  icon: Icon,
  title,
  points,
  sample,
}: {
  icon: LucideIcon;
  title: string;
  points: string[];
  sample: ReactNode;
}) {
  return (
    <article className="flex min-w-0 flex-col rounded-3xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-primary text-on-primary shadow-sm">
          <Icon className="h-5 w-5" aria-hidden />
        </span>
        <h3 className="text-xl font-semibold text-zinc-900">{title}</h3>
      </div>
      <ul className="mt-6 space-y-3">
        {points.map((point) => (
          <li key={point} className="flex gap-3 text-sm leading-6 text-zinc-600">
            <Check className="mt-1 h-4 w-4 shrink-0 text-brand-500" aria-hidden />
            {point}
          </li>
        ))}
      </ul>
      <div className="mt-8 min-w-0 flex-1 content-end overflow-x-auto">{sample}</div>
    </article>
  );
}
