import { Lock } from "lucide-react";
import { useState, type FormEvent } from "react";
import { TEST_CARDS, type LocalCardInput } from "@/shared/local-billing";
import { Button } from "@/web/components/ui/button";
import { Field } from "@/web/components/ui/input";
import { useOneAtATime } from "@/web/hooks/use-one-at-a-time";

interface Props {
  submitLabel: string;
  pending: boolean;
  /** The server's message for a declined or invalid card. */
  error?: string | undefined;
  defaultName?: string;
  /** Settles when the card has been dealt with; a second submit meanwhile is dropped. */
  onSubmit: (card: LocalCardInput) => Promise<unknown>;
}

const groupDigits = (value: string) =>
  value
    .replace(/\D/g, "")
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, "$1 ");

function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/**
 * Card details for the local (test-mode) provider. Only the test numbers listed below are accepted;
 * one click fills a card in, as in Stripe's test mode.
 */
export function TestCardForm({ submitLabel, pending, error, defaultName = "", onSubmit }: Props) {
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [name, setName] = useState(defaultName);
  const [expiryError, setExpiryError] = useState<string>();

  const fill = (cardNumber: string) => {
    setNumber(groupDigits(cardNumber));
    setExpiry(`12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, "0")}`);
    setCvc("123");
  };

  const send = useOneAtATime(onSubmit);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseExpiry(expiry);
    if (!parsed) return setExpiryError("Enter the expiry as MM / YY.");
    setExpiryError(undefined);
    send({ number, expMonth: parsed.month, expYear: parsed.year, cvc, name: name || undefined });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field
        label="Card number"
        name="cardnumber"
        inputMode="numeric"
        autoComplete="off"
        placeholder="4242 4242 4242 4242"
        value={number}
        onChange={(e) => setNumber(groupDigits(e.target.value))}
        required
      />
      <div className="grid grid-cols-2 gap-4">
        <Field
          label="Expiry (MM / YY)"
          name="expiry"
          inputMode="numeric"
          autoComplete="off"
          placeholder="12 / 29"
          value={expiry}
          onChange={(e) => setExpiry(e.target.value)}
          error={expiryError}
          required
        />
        <Field
          label="CVC"
          name="cvc"
          inputMode="numeric"
          autoComplete="off"
          placeholder="123"
          maxLength={4}
          value={cvc}
          onChange={(e) => setCvc(e.target.value.replace(/\D/g, ""))}
          required
        />
      </div>
      <Field
        label="Name on card"
        name="ccname"
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      {error ? (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" loading={pending} disabled={!number || !expiry || !cvc}>
        {pending ? null : <Lock className="h-4 w-4" aria-hidden />}
        {submitLabel}
      </Button>
      <div className="rounded-lg border border-dashed border-zinc-300 bg-zinc-50 p-3">
        <p className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">Test cards</p>
        <ul className="mt-2 space-y-1.5">
          {TEST_CARDS.map((card) => (
            <li key={card.number} className="flex items-center justify-between gap-3 text-sm">
              <span>
                <span className="font-mono whitespace-nowrap text-zinc-800">{groupDigits(card.number)}</span>
                <span className="text-zinc-500 max-sm:block sm:ml-2">{card.description}</span>
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => fill(card.number)}
                aria-label={`Use test card ${groupDigits(card.number)}`}
              >
                Use
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}
