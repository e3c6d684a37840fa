import { useRouter } from "@tanstack/react-router";
import {
  isValidElement,
  useRef,
  type AnchorHTMLAttributes,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";
import { CopyButton } from "@/web/components/ui/copy-button";
import { cn } from "@/web/lib/cn";

/** Paths the server answers itself (JSON documents), which the app's router would show as not found. */
const SERVER_PATH = /^\/(api|\.well-known)\//;

/**
 * Links inside MDX: site paths navigate in the app (no full reload, the doc chunk stays cached),
 * external ones open in a new tab, server documents, mailto and anchors behave as usual.
 */
function MdxLink({ href = "", children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const router = useRouter();
  if (href.startsWith("/") && !SERVER_PATH.test(href)) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      // Let the browser handle new-tab/window clicks.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void router.navigate({ href });
    };
    return (
      <a href={href} onClick={onClick} {...props}>
        {children}
      </a>
    );
  }
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

/** Wide tables scroll on their own instead of stretching the page on phones. */
function MdxTable(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    // Focusable so a keyboard can scroll it on a phone (axe: scrollable-region-focusable).
    <div className="my-4 overflow-x-auto" tabIndex={0} role="group" aria-label="Table">
      <table {...props} />
    </div>
  );
}

/** The language MDX put on a fenced block's <code> ("language-bash" → "bash"), if any. */
function languageOf(children: ReactNode): string | null {
  if (!isValidElement<{ className?: string }>(children)) return null;
  return /language-([\w-]+)/.exec(children.props.className ?? "")?.[1] ?? null;
}

/**
 * Code blocks (the curl examples): a header bar holds the language and the Copy button, so the button never
 * sits on the code. The block scrolls sideways on its own and is keyboard-reachable to do so.
 */
function MdxPre(props: HTMLAttributes<HTMLPreElement>) {
  const pre = useRef<HTMLPreElement>(null);
  const language = languageOf(props.children);
  return (
    // ink-* colours do not flip with the theme: a code block is a dark panel in both (docs/decisions/034).
    <figure className="my-4 overflow-hidden rounded-lg bg-ink-900">
      <figcaption className="flex items-center justify-between gap-2 border-b border-ink-50/10 py-1.5 pr-1.5 pl-4">
        <span className="font-mono text-xs text-ink-300">{language ?? "code"}</span>
        <CopyButton
          text={() => pre.current?.textContent?.trimEnd() ?? ""}
          variant="ghost"
          className="h-7 text-ink-200 hover:bg-ink-50/10 hover:text-ink-50"
        />
      </figcaption>
      <pre
        ref={pre}
        tabIndex={0}
        role="group"
        aria-label={`${language ?? "Code"} example`}
        {...props}
        className={cn(props.className, "my-0 rounded-none focus-visible:outline-2 focus-visible:outline-brand-400")}
      />
    </figure>
  );
}

export const mdxComponents = { a: MdxLink, table: MdxTable, pre: MdxPre };
