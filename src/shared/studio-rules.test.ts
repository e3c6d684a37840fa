import { describe, expect, it } from "vitest";
import {
  countOwners,
  invitationRefusal,
  leaveRefusal,
  mayActOnMember,
  notAllowedMessage,
  removalRefusal,
  requestedRoles,
  roleChangeRefusal,
  roleChoices,
  STUDIO_RULE_MESSAGES,
} from "./studio-rules.ts";

const owner = { userId: "o", role: "owner" };
const coOwner = { userId: "o2", role: "owner" };
const admin = { userId: "a", role: "admin" };
const otherAdmin = { userId: "a2", role: "admin" };
const member = { userId: "m", role: "member" };
const adminAndMember = { userId: "am", role: "admin,member" };

describe("the roles a role change offers", () => {
  it("offers owners Member and Admin, admins only Member, members nothing", () => {
    expect(roleChoices("owner")).toEqual(["member", "admin"]);
    expect(roleChoices("admin")).toEqual(["member"]);
    expect(roleChoices("member")).toEqual(["member"]);
  });
});

describe("who may act on whom", () => {
  it("owners act on everyone, admins on plain members only, members on nobody", () => {
    const table = [owner, admin, member].map((actor) =>
      [owner, admin, member].map((t) => mayActOnMember(actor.role, t.role)),
    );
    expect(table).toEqual([
      [true, true, true],
      [false, false, true],
      [false, false, false],
    ]);
    // Any of several roles may grant it; a privileged role on the target protects it.
    expect(mayActOnMember(adminAndMember.role, member.role)).toBe(true);
    expect(mayActOnMember(admin.role, adminAndMember.role)).toBe(false);
  });
});

describe("role changes", () => {
  const change = (actor: typeof owner, target: typeof owner, roles: string, owners = 1) =>
    roleChangeRefusal({ actor, target, roles: requestedRoles(roles), owners });

  it("lets an owner promote a member to Owner or Admin", () => {
    expect(change(owner, member, "owner")).toBeNull();
    expect(change(owner, member, "Admin")).toBeNull();
  });

  it("lets an owner step down to Admin while another owner remains, never the last one", () => {
    expect(change(owner, owner, "admin", 2)).toBeNull();
    expect(change(owner, owner, "admin", 1)).toEqual({
      kind: "forbidden",
      message: STUDIO_RULE_MESSAGES.lastOwnerDemote,
    });
    expect(STUDIO_RULE_MESSAGES.lastOwnerDemote).toContain("Make another member an owner first.");
  });

  it("lets an owner demote another owner", () => {
    expect(change(owner, coOwner, "member", 2)).toBeNull();
  });

  it("refuses admins on owners and admins, and admins granting Admin or Owner", () => {
    const forbidden = { kind: "forbidden", message: notAllowedMessage("member") };
    expect(change(admin, owner, "member", 2)).toEqual(forbidden);
    expect(change(admin, otherAdmin, "member")).toEqual(forbidden);
    expect(change(admin, admin, "member")).toEqual(forbidden);
    expect(change(admin, member, "admin")).toEqual(forbidden);
    expect(change(admin, member, "owner")).toEqual(forbidden);
    expect(change(member, member, "admin")).toEqual(forbidden);
  });

  it("refuses an empty role and the role the member already has", () => {
    expect(change(owner, member, "")).toEqual({ kind: "invalid", message: STUDIO_RULE_MESSAGES.chooseRole });
    expect(change(owner, member, "member")).toEqual({ kind: "invalid", message: STUDIO_RULE_MESSAGES.sameRole });
    expect(change(owner, adminAndMember, "member,admin")).toEqual({
      kind: "invalid",
      message: STUDIO_RULE_MESSAGES.sameRole,
    });
  });
});

describe("removal and leaving", () => {
  it("removes by the same who-acts-on-whom rule, never oneself", () => {
    expect(removalRefusal({ actor: owner, target: coOwner, owners: 2 })).toBeNull();
    expect(removalRefusal({ actor: admin, target: member, owners: 1 })).toBeNull();
    expect(removalRefusal({ actor: admin, target: owner, owners: 1 })?.message).toBe(notAllowedMessage("member"));
    expect(removalRefusal({ actor: owner, target: owner, owners: 2 })?.message).toBe(STUDIO_RULE_MESSAGES.removeSelf);
  });

  it("keeps the last owner: they cannot leave, and the message says what to do", () => {
    expect(leaveRefusal("owner", 1)).toEqual({ kind: "forbidden", message: STUDIO_RULE_MESSAGES.lastOwnerLeave });
    expect(STUDIO_RULE_MESSAGES.lastOwnerLeave).toContain("Make another member an owner first.");
    expect(leaveRefusal("owner", 2)).toBeNull();
    expect(leaveRefusal("admin", 1)).toBeNull();
    expect(countOwners([owner, coOwner, admin, { userId: "x", role: "member,owner" }])).toBe(3);
  });
});

describe("invitations", () => {
  it("invite Admin or Member only, and only owners invite Admins", () => {
    expect(invitationRefusal("owner", requestedRoles("admin"))).toBeNull();
    expect(invitationRefusal("admin", requestedRoles("member"))).toBeNull();
    expect(invitationRefusal("admin", requestedRoles("admin"))?.message).toBe(notAllowedMessage("invitation"));
    expect(invitationRefusal("owner", requestedRoles(["owner"]))?.message).toBe(STUDIO_RULE_MESSAGES.inviteRoles);
  });
});
