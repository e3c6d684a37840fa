import { useRouter } from "@tanstack/react-router";
import { useRef, type AnchorHTMLAttributes, type HTMLAttributes, type MouseEvent } from "react";
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
    <div className="my-4 overflow-x-auto">
      <table {...props} />
    </div>
  );
}

/** Code blocks (the curl examples) get a Copy button in their corner. */
function MdxPre(props: HTMLAttributes<HTMLPreElement>) {
  const pre = useRef<HTMLPreElement>(null);
  return (
    <div className="group relative">
      {/* Room on the right so the first line does not run under the button. */}
      <pre ref={pre} {...props} className={cn(props.className, "pr-24")} />
      <CopyButton
        text={() => pre.current?.textContent?.trimEnd() ?? ""}
        className="absolute top-2 right-2 bg-white/90 opacity-90 group-hover:opacity-100"
      />
    </div>
  );
}

export const mdxComponents = { a: MdxLink, table: MdxTable, pre: MdxPre };
