import { ChevronDown } from "lucide-react";

const questions = [
  {
    question: "What is a credit?",
    answer:
      "A credit is the unit the plugin spends when it sends a request to Goji. A quick question or a small script costs one credit; larger jobs that touch many files or assets can cost more. Your account page shows how many you have used this cycle.",
  },
  {
    question: "What happens when my credits run out?",
    answer:
      "Goji refuses new requests with a clear message saying your credits are used up and when they reset. Nothing is charged automatically: wait for your cycle to reset, or upgrade your plan to continue straight away. In a studio, an owner or admin can also change member allocations.",
  },
  {
    question: "When do credits reset?",
    answer:
      "Every month. Paid plans reset at the start of each billing period; the Free plan resets monthly from the day you signed up. Unused credits do not carry over.",
  },
  {
    question: "Can I cancel?",
    answer:
      "Yes, at any time from the billing portal on your account page. Your plan stays active until the end of the period you have paid for, and you are not charged again.",
  },
  {
    question: "What is the difference between a personal and a studio key?",
    answer:
      "A personal key spends your own allowance. In a studio, each member generates their own studio key, which spends from the studio's shared pool (or from the member's allocation, if an owner set one).",
  },
];

/** Frequently asked questions as native disclosures: keyboard- and screen-reader-friendly without script. */
export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl">
      <h2 id="faq-title" className="text-center text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl">
        Frequently asked questions
      </h2>
      <div className="mt-10 divide-y divide-zinc-200 rounded-2xl border border-zinc-200 bg-white shadow-sm">
        {questions.map(({ question, answer }) => (
          <details key={question} className="group px-5 sm:px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-medium text-zinc-900 [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown
                className="h-5 w-5 shrink-0 text-zinc-400 transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="-mt-1 pb-5 text-sm leading-6 text-zinc-600">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
