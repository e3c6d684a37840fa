import { formatRoles } from "@/shared/org-roles";
import { mayActOnMember } from "@/shared/studio-rules";
import type { StudioUsage } from "@/shared/usage";
import { formatPercent } from "@/shared/usage";
import { formatNumber } from "@/web/lib/format";
import { AllocationEditor } from "./allocation-editor";
import { EmailAddress } from "@/web/components/ui/email-address";

/**
 * A table from `sm` up; below it each member's row stacks into a block with its own labels, so the
 * allocation field and its Save button stay on a 375 px screen instead of behind a sideways scroll.
 */
export function MemberUsageTable({
  usage,
  organizationId,
  manages,
  actorRole,
}: {
  usage: StudioUsage;
  organizationId: string;
  manages: boolean;
  /** The viewer's roles: an admin sets plain members' allocations only, as the server enforces. */
  actorRole: string;
}) {
  if (usage.members.length === 0) return <p className="px-5 py-6 text-sm text-zinc-500">No members.</p>;
  return (
    <table className="w-full text-left text-sm sm:min-w-[36rem]">
      <thead className="border-b border-zinc-100 text-xs text-zinc-500 uppercase max-sm:hidden">
        <tr>
          <th scope="col" className="px-5 py-2.5 font-medium">
            Member
          </th>
          <th scope="col" className="px-3 py-2.5 font-medium">
            Allocation
          </th>
          <th scope="col" className="px-3 py-2.5 text-right font-medium">
            Of pool
          </th>
          <th scope="col" className="px-5 py-2.5 text-right font-medium">
            Used this cycle
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-zinc-100">
        {usage.members.map((member) => (
          <tr
            key={member.memberId}
            className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-2 max-sm:px-5 max-sm:py-4"
          >
            <td className="px-5 py-3 max-sm:col-span-2 max-sm:p-0">
              <div className="font-medium text-zinc-900">{member.name || member.email}</div>
              <div className="text-xs wrap-anywhere text-zinc-500">
                <EmailAddress email={member.email} /> · {formatRoles(member.role)}
              </div>
            </td>
            <td className="px-3 py-3 max-sm:col-span-2 max-sm:p-0">
              <MobileLabel>Allocation</MobileLabel>
              {manages && mayActOnMember(actorRole, member.role) ? (
                <AllocationEditor
                  key={`${member.memberId}:${member.creditAllocation}`}
                  organizationId={organizationId}
                  memberId={member.memberId}
                  memberName={member.name || member.email}
                  creditAllocation={member.creditAllocation}
                />
              ) : (
                <span className="text-zinc-900">
                  {member.creditAllocation === null ? "Shared" : formatNumber(member.creditAllocation)}
                </span>
              )}
            </td>
            <td className="px-3 py-3 text-right text-zinc-700 tabular-nums max-sm:p-0 max-sm:text-left">
              <MobileLabel>Of pool</MobileLabel>
              {member.creditAllocation === null ? "—" : formatPercent(member.creditAllocation, usage.pool.total)}
            </td>
            <td className="px-5 py-3 text-right text-zinc-900 tabular-nums max-sm:p-0 max-sm:text-left">
              <MobileLabel>Used this cycle</MobileLabel>
              {formatNumber(member.usedThisCycle)}
              {member.creditAllocation !== null ? (
                <span className="text-zinc-500"> / {formatNumber(member.creditAllocation)}</span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A cell's column name where the table's header row is hidden (below `sm`). */
function MobileLabel({ children }: { children: string }) {
  return (
    <span className="mb-1 block text-xs font-medium tracking-wide text-zinc-500 uppercase sm:hidden">{children}</span>
  );
}
