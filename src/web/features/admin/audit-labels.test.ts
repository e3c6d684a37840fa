import { describe, expect, it } from "vitest";
import type { AuditEntry } from "@/shared/admin";
import { describeAuditEntry } from "./audit-labels";

const ban = (details: AuditEntry["details"]): AuditEntry => ({
  id: "1",
  action: "user.ban",
  actorId: "a",
  actorEmail: "ada@goji.dev",
  targetUserId: "s",
  targetEmail: "sam@example.com",
  reason: "Cool-off",
  details,
  ipAddress: null,
  createdAt: "2026-11-27T20:51:24.000Z",
});

describe("describeAuditEntry", () => {
  it("names a ban's end in the app's date-time style, whatever the browser's locale", () => {
    // 'Nov 28, 2026, 8:51 PM' in the machine's time zone, as formatDateTime shows dates elsewhere.
    expect(describeAuditEntry(ban({ expiresAt: "2026-11-28T20:51:24.000Z" })).extra).toMatch(
      /^until Nov 2[89], 2026, \d{1,2}:\d{2} [AP]M$/,
    );
    expect(describeAuditEntry(ban({ expiresAt: null })).extra).toBe("without end");
  });
});
