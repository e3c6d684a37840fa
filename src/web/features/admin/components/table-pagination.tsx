import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, type LucideIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { USER_PAGE_SIZES } from "@/shared/admin";
import { Button } from "@/web/components/ui/button";
import { formatNumber } from "@/web/lib/format";

interface Props {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** "1–25 of 100,000", first / previous / page number / next / last, and the page size. */
export function TablePagination({ page, pageCount, pageSize, total, onPage, onPageSize }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const jump = (event: FormEvent) => {
    event.preventDefault();
    const target = Number(draft);
    if (Number.isInteger(target) && target >= 1) onPage(Math.min(target, pageCount));
    setDraft(null);
  };
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm text-zinc-600">
      <p aria-live="polite">
        {total === 0 ? (
          "No users"
        ) : (
          <>
            {formatNumber(first)}–{formatNumber(last)} of{" "}
            <strong className="font-semibold text-zinc-900">{formatNumber(total)}</strong>
          </>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <label className="flex items-center gap-2">
          <span className="hidden sm:inline">Rows</span>
          <select
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
            className="h-8 rounded-md border border-zinc-300 bg-white px-2 text-base sm:text-sm"
            aria-label="Rows per page"
          >
            {USER_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-nowrap items-center gap-1.5">
          <PageButton label="First page" icon={ChevronsLeft} disabled={page <= 1} onClick={() => onPage(1)} />
          <PageButton label="Previous page" icon={ChevronLeft} disabled={page <= 1} onClick={() => onPage(page - 1)} />
          <form onSubmit={jump} className="flex items-center gap-1.5 px-1">
            <input
              value={draft ?? String(page)}
              onChange={(event) => setDraft(event.target.value.replace(/\D/g, ""))}
              onBlur={() => setDraft(null)}
              inputMode="numeric"
              className="h-8 w-14 rounded-md border border-zinc-300 px-2 text-center text-base tabular-nums sm:text-sm"
              aria-label={`Page number, 1 to ${pageCount}`}
            />
            <span className="whitespace-nowrap">of {formatNumber(pageCount)}</span>
          </form>
          <PageButton
            label="Next page"
            icon={ChevronRight}
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
          />
          <PageButton
            label="Last page"
            icon={ChevronsRight}
            disabled={page >= pageCount}
            onClick={() => onPage(pageCount)}
          />
        </div>
      </div>
    </nav>
  );
}

function PageButton({
  label,
  icon: Icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant="outline" size="icon" className="h-8 w-8" onClick={onClick} disabled={disabled} aria-label={label}>
      <Icon className="h-4 w-4" aria-hidden />
    </Button>
  );
}
