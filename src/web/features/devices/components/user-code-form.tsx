import { useState, type FormEvent } from "react";
import { formatUserCode, normalizeUserCode, userCodeProblem } from "@/shared/devices";
import { Button } from "@/web/components/ui/button";
import { Field } from "@/web/components/ui/input";

/** Typing the code the plugin shows: any case, with or without the dash; checked before anything is sent. */
export function UserCodeForm({ initial = "", onSubmit }: { initial?: string; onSubmit: (userCode: string) => void }) {
  const [value, setValue] = useState(initial);
  const [showHint, setShowHint] = useState(false);
  const code = normalizeUserCode(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code) {
      setShowHint(true);
      return;
    }
    onSubmit(formatUserCode(code));
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field
        label="Code shown in the plugin"
        value={value}
        onChange={(event) => {
          setValue(event.target.value.toUpperCase());
          setShowHint(false);
        }}
        placeholder="BCDF-GHJK"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        autoFocus
        className="h-12 text-center font-mono text-xl tracking-[0.3em] uppercase"
        error={showHint ? userCodeProblem(value) : undefined}
        hint="8 letters, like BCDF-GHJK. Capitals and the dash are optional."
      />
      <Button type="submit" className="w-full">
        Continue
      </Button>
    </form>
  );
}
