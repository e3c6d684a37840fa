import type { ComponentPropsWithRef } from "react";
import { Input } from "./input";

/** A 6-digit one-time code: digits only, at most 6 (docs/product.md#validation). */
export function CodeInput({
  value,
  onValueChange,
  ...props
}: Omit<ComponentPropsWithRef<"input">, "onChange" | "value"> & {
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      className="text-center font-mono text-lg tracking-[0.5em]"
      value={value}
      onChange={(e) => onValueChange(e.target.value.replace(/\D/g, "").slice(0, 6))}
      {...props}
    />
  );
}
