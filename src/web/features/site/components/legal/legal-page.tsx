import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

/** Shared frame for the legal pages: a readable single column using the docs typography. */
export function LegalPage({
  title,
  lastUpdated,
  intro,
  children,
}: {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <header className="border-b border-zinc-200 pb-8">
        <p className="text-sm font-semibold tracking-wide text-brand-600">Legal</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-zinc-900">{title}</h1>
        <p className="mt-3 text-sm text-zinc-500">Last updated {lastUpdated}</p>
        <p className="mt-6 text-lg leading-8 text-zinc-600">{intro}</p>
      </header>
      <article className="prose-doc mt-8 [&_h2]:scroll-mt-4 [&_h3]:scroll-mt-4">{children}</article>
      <p className="mt-12 rounded-xl border border-zinc-200 bg-zinc-50 px-5 py-4 text-sm text-zinc-600">
        Questions about this page? Write to us — see the{" "}
        <Link to="/contact" className="font-medium text-brand-600 hover:underline">
          contact page
        </Link>
        .
      </p>
    </div>
  );
}
