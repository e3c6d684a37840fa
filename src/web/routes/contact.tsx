import { createFileRoute } from "@tanstack/react-router";
import { ContactOptions } from "@/web/features/site/components/contact-options";

export const Route = createFileRoute("/contact")({
  head: () => ({ meta: [{ title: "Contact · Goji" }] }),
  component: ContactPage,
});

function ContactPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-600">Contact</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-zinc-900 sm:text-5xl">Get in touch</h1>
        <p className="mt-5 text-lg leading-8 text-zinc-600">
          Goji is built by Goji Labs, a small team of game and tools developers. Real people read every message.
        </p>
      </div>
      <div className="mt-14">
        <ContactOptions />
      </div>
      <p className="mt-12 text-center text-sm text-zinc-500">
        Billing questions are quickest from your account page: the billing portal shows invoices and lets you change or
        cancel your plan.
      </p>
    </div>
  );
}
