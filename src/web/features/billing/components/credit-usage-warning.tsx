import { usageWarningLevel } from "@/shared/billing";
import { Alert } from "@/web/components/ui/alert";
import { formatShortDate } from "@/web/lib/format";

/**
 * The 80 % / 100 % warning for a credit pool (issue 6), for the studio Usage and Billing tabs and the
 * personal card. Renders nothing below 80 %.
 */
export function CreditUsageWarning({
  used,
  total,
  resetsAt,
  subject = "This studio",
}: {
  used: number;
  total: number;
  resetsAt?: string | null | undefined;
  subject?: string;
}) {
  const level = usageWarningLevel(used, total);
  if (!level) return null;
  const reset = resetsAt ? ` Credits reset on ${formatShortDate(resetsAt)}.` : "";
  if (level === 100) {
    return (
      <Alert tone="error" title="All credits for this cycle are used">
        {subject} has used 100% of its credits. Plugin requests are refused until the cycle resets or the plan is
        upgraded.{reset}
      </Alert>
    );
  }
  return (
    <Alert tone="warning" title="80% of this cycle's credits are used">
      {subject} has used {Math.floor((used / total) * 100)}% of its credits.{reset}
    </Alert>
  );
}
