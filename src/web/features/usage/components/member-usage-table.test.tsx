import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { StudioUsage, StudioUsageMember } from "@/shared/usage";
import { MemberUsageTable } from "./member-usage-table";

const row = (name: string, role: string, creditAllocation: number | null): StudioUsageMember => ({
  memberId: `m-${name}`,
  userId: `u-${name}`,
  name,
  email: `${name.toLowerCase()}@example.test`,
  role,
  creditAllocation,
  usedThisCycle: 0,
});

const usage: StudioUsage = {
  organizationId: "studio",
  cycleStart: "2026-11-01T00:00:00.000Z",
  cycleEnd: "2026-12-01T00:00:00.000Z",
  pool: { total: 1000, used: 0, allocated: 300, unallocated: 700, sharedUsed: 0 },
  canManage: true,
  members: [row("Olga", "owner", 100), row("Abe", "admin", 200), row("Mia", "member", null)],
  daily: { days: [], series: [] },
};

/** The allocation fields the table offers a viewer with `actorRole`, by member name. */
function editableFor(actorRole: string): string[] {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemberUsageTable usage={usage} organizationId="studio" manages actorRole={actorRole} />
    </QueryClientProvider>,
  );
  return [...html.matchAll(/Credit allocation for (?:<!-- -->)?([^<]+)<\/label>/g)].map((match) => match[1] ?? "");
}

describe("MemberUsageTable's allocation fields (who may act on whom, docs/permissions.md)", () => {
  it("offers an owner every member's allocation", () => {
    expect(editableFor("owner")).toEqual(["Olga", "Abe", "Mia"]);
  });

  it("offers an admin plain members' allocations only, not an owner's, an admin's or their own", () => {
    expect(editableFor("admin")).toEqual(["Mia"]);
    expect(editableFor("admin,member")).toEqual(["Mia"]);
  });
});
