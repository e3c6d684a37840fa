import { Link } from "@tanstack/react-router";
import { Check, PartyPopper } from "lucide-react";
import { CloseButton } from "@/web/components/ui/close-button";
import { useRef, useState, type ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useFocusFallback } from "@/web/hooks/use-focus-fallback";
import { cn } from "@/web/lib/cn";
import { currentFirstRunStep, isStepDone, type FirstRunStep } from "../first-run-steps";
import { useFirstRunServerFacts } from "../use-first-run-facts";
import { useFirstRunMemory } from "../use-first-run-memory";

interface Props {
  userId: string;
  /** The Download button (the site feature's), wrapped so a click also counts as having the plugin. */
  downloadButton: (onDownload: () => void) => ReactNode;
  /** Takes the user to the personal API key card. */
  onShowApiKey: () => void;
}

const CONNECT_GUIDE = "getting-started/02-installation";

/**
 * The first-run panel of the personal account (decision 037): get the plugin, connect it, see the first
 * request arrive — one primary action at a time. Completes by itself when the first request shows up; hidden
 * for good once dismissed (per browser), and never shown to someone who was already set up when the page opened.
 */
export function FirstRunPanel({ userId, downloadButton, onShowApiKey }: Props) {
  const { remembered, remember } = useFirstRunMemory(userId);
  const server = useFirstRunServerFacts(!remembered.dismissed);
  const current = currentFirstRunStep({ pluginFetched: Boolean(remembered.pluginFetched), ...server });
  // Only a completion seen happening on this page is celebrated; a user set up long ago never sees the panel.
  const [seenUnfinished, setSeenUnfinished] = useState(false);
  if (server.ready && current !== null && !seenUnfinished) setSeenUnfinished(true);
  // Hiding the panel takes the button pressed with it: focus goes to the page's heading, just above where the
  // panel was, instead of falling to <body>.
  const panel = useRef<HTMLElement>(null);
  const keepFocus = useFocusFallback();

  if (remembered.dismissed || !server.ready || (current === null && !seenUnfinished)) return null;
  const dismiss = () => {
    const heading = panel.current?.closest("main")?.querySelector<HTMLElement>("h1");
    keepFocus(() => heading);
    remember({ dismissed: true });
  };
  const fetched = () => remember({ pluginFetched: true });

  return (
    <section
      ref={panel}
      aria-labelledby="first-run-title"
      className="rounded-xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="first-run-panel"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="first-run-title" className="text-lg font-semibold text-zinc-900">
            {current === null ? "You're all set" : "Get started with Goji"}
          </h2>
          <p className="mt-1 text-sm text-zinc-600">
            {current === null
              ? "Your plugin's first request arrived. Happy building!"
              : "Three steps from here to your first request in the editor."}
          </p>
        </div>
        <CloseButton label="Hide getting started" onClick={dismiss} className="-m-1 p-1.5" />
      </div>

      {current === null ? (
        <div className="mt-4 flex items-center gap-3" role="status">
          <PartyPopper className="h-5 w-5 text-emerald-600" aria-hidden />
          <Button variant="outline" onClick={dismiss}>
            Done
          </Button>
        </div>
      ) : (
        <ol className="mt-5 grid gap-3 md:grid-cols-3">
          <Step
            step="get-plugin"
            current={current}
            number={1}
            title="Get the plugin"
            summary="Download and install it."
          >
            <p>Download Goji for your editor; the installation guide opens beside it.</p>
            <div className="flex flex-wrap items-center gap-2 pt-1">
              {downloadButton(fetched)}
              <Button variant="ghost" size="sm" onClick={fetched}>
                I already have it
              </Button>
            </div>
          </Step>
          <Step
            step="connect"
            current={current}
            number={2}
            title="Connect it"
            summary="Sign in from the plugin, or use an API key."
          >
            <p>
              In the editor&apos;s Goji panel choose <strong>Sign in with browser</strong> and approve it here, or paste
              a personal API key into the plugin&apos;s settings.
            </p>
            <div className="flex flex-wrap items-center gap-2 pt-1">
              <Button size="sm" onClick={onShowApiKey}>
                Get an API key
              </Button>
              <Link
                to="/docs/$"
                params={{ _splat: CONNECT_GUIDE }}
                hash="5-connect-your-account"
                className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                How to connect
              </Link>
            </div>
          </Step>
          <Step
            step="first-request"
            current={current}
            number={3}
            title="Send your first request"
            summary="It shows up here when it arrives."
          >
            <p>Type a request into the Goji panel and press Enter. This step completes by itself.</p>
            <p className="flex items-center gap-2 pt-1 text-zinc-700" role="status">
              <Spinner className="h-4 w-4" /> Waiting for the plugin&apos;s first request…
            </p>
          </Step>
        </ol>
      )}
    </section>
  );
}

function Step({
  step,
  current,
  number,
  title,
  summary,
  children,
}: {
  step: FirstRunStep;
  current: FirstRunStep;
  number: number;
  title: string;
  /** Shown while the step is not the current one. */
  summary: string;
  children: ReactNode;
}) {
  const done = isStepDone(step, current);
  const active = step === current;
  return (
    <li
      aria-current={active ? "step" : undefined}
      className={cn(
        "rounded-lg border p-4 text-sm",
        active ? "border-zinc-300 bg-zinc-50" : "border-zinc-100",
        !active && !done && "text-zinc-500",
      )}
    >
      <div className="flex items-center gap-2.5">
        <span
          className={cn(
            "flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
            done ? "bg-emerald-600 text-white" : active ? "bg-zinc-900 text-white" : "bg-zinc-100 text-zinc-500",
          )}
          aria-hidden
        >
          {done ? <Check className="h-3.5 w-3.5" /> : number}
        </span>
        <h3 className={cn("font-semibold", done ? "text-zinc-500 line-through" : "text-zinc-900")}>{title}</h3>
        {done ? <span className="sr-only">(done)</span> : null}
      </div>
      {/* Only the current step offers its actions: one primary action at a time. */}
      {active ? <div className="mt-2 space-y-2 text-zinc-600">{children}</div> : <p className="mt-2">{summary}</p>}
    </li>
  );
}
