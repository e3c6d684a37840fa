import { Link } from "@tanstack/react-router";
import { ArrowUpRight, BookOpen, Mail, MessageCircle, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { siteLinks } from "@/shared/site-links";

/** The three ways to reach us or help yourself; no form, so nothing can get lost between systems. */
export function ContactOptions() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      <ContactOption
        icon={Mail}
        title="E-mail"
        description="Account, billing, privacy or partnership questions. We reply within two business days."
        action={
          <a href={`mailto:${siteLinks.contactEmail}`} className={actionClass}>
            {siteLinks.contactEmail}
          </a>
        }
      />
      <ContactOption
        icon={MessageCircle}
        title="Community"
        description="Share workflows, ask other developers and hear about new releases first."
        action={
          <a href={siteLinks.community} target="_blank" rel="noopener noreferrer" className={actionClass}>
            Join the community on Discord
            <ArrowUpRight className="h-4 w-4" aria-hidden />
          </a>
        }
      />
      <ContactOption
        icon={BookOpen}
        title="Documentation"
        description="Installation, API keys, credits and troubleshooting — most answers are already here."
        action={
          <Link to="/docs/$" params={{ _splat: "getting-started/01-welcome-to-goji" }} className={actionClass}>
            Read the docs
          </Link>
        }
      />
    </ul>
  );
}

const actionClass =
  "inline-flex items-center gap-1 font-medium [overflow-wrap:anywhere] text-brand-600 underline-offset-2 hover:text-brand-700 hover:underline";

function ContactOption({
  icon: Icon,
  title,
  description,
  action,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm">
      <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <h2 className="mt-5 text-lg font-semibold text-zinc-900">{title}</h2>
      <p className="mt-2 flex-1 text-sm leading-6 text-zinc-600">{description}</p>
      <div className="mt-5 text-sm">{action}</div>
    </li>
  );
}
