import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button, type ButtonProps } from "./button";

/**
 * Copies text; shows a 'Copied' confirmation for 2 seconds (docs/product.md#constants). `text` may be a function, read at
 * the click (e.g. a rendered code block's content).
 */
export function CopyButton({
  text,
  label = "Copy",
  ...props
}: { text: string | (() => string); label?: string } & Omit<ButtonProps, "onClick">) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(typeof text === "function" ? text() : text);
      setCopied(true);
    } catch (error) {
      console.error("Copy to clipboard failed", error);
    }
  };

  return (
    <Button variant="outline" size="sm" onClick={() => void copy()} aria-live="polite" {...props}>
      {copied ? <Check className="h-4 w-4 text-emerald-600" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
      {copied ? "Copied" : label}
    </Button>
  );
}
