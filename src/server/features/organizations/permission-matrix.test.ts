import { beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, request, uniqueEmail } from "../../test-utils/auth-helpers.ts";
import { picture, upload } from "../../test-utils/image-fixtures.ts";
import { addMemberAs, createStudioAs, type SignedInUser } from "../../test-utils/studio-helpers.ts";
import { useTestApp } from "../../test-utils/test-app.ts";

/**
 * Every studio action × every role (docs/permissions.md), against the HTTP API, signed in with the session
 * cookie and with the session token as `Authorization: Bearer` (better-auth runs our rules before its bearer
 * plugin; the rules once saw no session there and let better-auth's looser checks decide). Each cell that
 * changes something gets a fresh studio with two owners, an admin, a member and two plain-member/admin
 * targets. The cells that only read, and the cells that must be refused, share one such studio: a refusal changes
 * nothing (a refusal that slipped fails its own cell, whatever it did to the studio the later cells see).
 */
type Role = "owner" | "admin" | "member" | "outsider" | "anonymous";
const ROLES: Role[] = ["owner", "admin", "member", "outsider", "anonymous"];

interface Studio {
  id: string;
  /** Each signed-in role's own membership (the owner's for those who have none). */
  ownMemberId: Record<Exclude<Role, "anonymous">, string>;
  targetMemberId: string;
  targetAdminId: string;
  targetUserId: string;
  invitationId: string;
}
/** How a cell's caller is signed in: nothing (anonymous), the cookie, or the bearer token. */
type Credentials = ({ cookie: string } | { bearer: string } | object) & { ip: string };
interface Action {
  name: string;
  allowed: Role[];
  /** Changes nothing: its cells share one studio. */
  readOnly?: true;
  run: (studio: Studio, credentials: Credentials, role: Role) => Promise<Response>;
}

const t = useTestApp();
const users = {} as Record<Exclude<Role, "anonymous"> | "coOwner" | "target" | "targetAdmin", SignedInUser>;

beforeAll(async () => {
  for (const name of ["owner", "coOwner", "admin", "member", "outsider", "target", "targetAdmin"] as const) {
    users[name] = await createSignedInUser(t, { name });
  }
});

// better-auth allows 100 requests a minute per client address: every cell comes from its own.
let cells = 0;
const nextCellIp = () => {
  cells += 1;
  return `10.77.${Math.floor(cells / 250)}.${(cells % 250) + 1}`;
};

async function freshStudio(ip: string): Promise<Studio> {
  const id = await createStudioAs(t, users.owner);
  const [ownerMember] = await t.services.auth.api
    .listMembers({
      headers: new Headers({ cookie: users.owner.cookie }),
      query: { organizationId: id },
    })
    .then((list) => list.members);
  if (!ownerMember) throw new Error("the studio has no owner");
  await addMemberAs(t, id, users.coOwner.userId, "owner");
  const adminMemberId = await addMemberAs(t, id, users.admin.userId, "admin");
  const memberMemberId = await addMemberAs(t, id, users.member.userId, "member");
  const targetMemberId = await addMemberAs(t, id, users.target.userId, "member");
  const targetAdminId = await addMemberAs(t, id, users.targetAdmin.userId, "admin");
  const invite = await request(t, "/api/auth/organization/invite-member", {
    json: { email: uniqueEmail("invitee"), role: "member", organizationId: id },
    cookie: users.owner.cookie,
    ip,
  });
  const invitationId = ((await invite.json()) as { id: string }).id;
  const ownMemberId = { owner: ownerMember.id, admin: adminMemberId, member: memberMemberId, outsider: ownerMember.id };
  return { id, ownMemberId, targetMemberId, targetAdminId, targetUserId: users.target.userId, invitationId };
}

let sharedStudio: Promise<Studio> | undefined;
/** The studio the read-only and the refused cells share, made on first use. */
const unchangedStudio = (ip: string) => (sharedStudio ??= freshStudio(ip));

/** Our own upload routes take the file as the body (image-fixtures.ts), signed in the same way. */
const uploadAs = (credentials: Credentials) =>
  "cookie" in credentials
    ? { cookie: credentials.cookie }
    : "bearer" in credentials
      ? { bearer: credentials.bearer }
      : {};
const auth = (path: string, json: unknown) => (_s: Studio, credentials: Credentials) =>
  request(t, `/api/auth/organization/${path}`, { json, ...credentials });
const ALL_MEMBERS: Role[] = ["owner", "admin", "member"];
const MANAGERS: Role[] = ["owner", "admin"];

const actions: Action[] = [
  {
    name: "read details",
    allowed: ALL_MEMBERS,
    readOnly: true,
    run: (s, credentials) => request(t, `/api/organization/${s.id}/details`, { ...credentials }),
  },
  {
    name: "list members",
    allowed: ALL_MEMBERS,
    readOnly: true,
    run: (s, credentials) => request(t, `/api/organization/${s.id}/members`, { ...credentials }),
  },
  {
    name: "list members (better-auth)",
    allowed: ALL_MEMBERS,
    readOnly: true,
    run: (s, credentials) =>
      request(t, `/api/auth/organization/list-members?organizationId=${s.id}`, { ...credentials }),
  },
  {
    name: "list invitations",
    allowed: MANAGERS,
    readOnly: true,
    run: (s, credentials) => request(t, `/api/organization/${s.id}/invitations`, { ...credentials }),
  },
  {
    name: "list invitations (better-auth)",
    allowed: MANAGERS,
    readOnly: true,
    run: (s, credentials) =>
      request(t, `/api/auth/organization/list-invitations?organizationId=${s.id}`, { ...credentials }),
  },
  {
    name: "read audit trail",
    allowed: MANAGERS,
    readOnly: true,
    run: (s, credentials) => request(t, `/api/organization/${s.id}/audit`, { ...credentials }),
  },
  {
    name: "invite a Member",
    allowed: MANAGERS,
    run: (s, c) => auth("invite-member", { email: uniqueEmail("new"), role: "member", organizationId: s.id })(s, c),
  },
  {
    name: "invite an Admin",
    allowed: ["owner"],
    run: (s, c) => auth("invite-member", { email: uniqueEmail("new"), role: "admin", organizationId: s.id })(s, c),
  },
  {
    name: "cancel an invitation",
    allowed: MANAGERS,
    run: (s, c) => auth("cancel-invitation", { invitationId: s.invitationId })(s, c),
  },
  {
    name: "make a member Admin",
    allowed: ["owner"],
    run: (s, c) =>
      auth("update-member-role", { memberId: s.targetMemberId, role: "admin", organizationId: s.id })(s, c),
  },
  {
    name: "demote an admin",
    allowed: ["owner"],
    run: (s, c) =>
      auth("update-member-role", { memberId: s.targetAdminId, role: "member", organizationId: s.id })(s, c),
  },
  {
    name: "remove a member",
    allowed: MANAGERS,
    run: (s, c) => auth("remove-member", { memberIdOrEmail: s.targetMemberId, organizationId: s.id })(s, c),
  },
  {
    name: "remove an admin",
    allowed: ["owner"],
    run: (s, c) => auth("remove-member", { memberIdOrEmail: s.targetAdminId, organizationId: s.id })(s, c),
  },
  {
    name: "rename the studio",
    allowed: MANAGERS,
    run: (s, c) => auth("update", { data: { name: "Renamed" }, organizationId: s.id })(s, c),
  },
  {
    name: "change the studio's logo",
    allowed: MANAGERS,
    run: async (s, c) => upload(t, `/api/organization/${s.id}/logo`, await picture("png"), uploadAs(c)),
  },
  {
    name: "remove the studio's logo",
    allowed: MANAGERS,
    run: (s, c) => upload(t, `/api/organization/${s.id}/logo`, new Uint8Array(), uploadAs(c), "DELETE"),
  },
  { name: "delete the studio", allowed: ["owner"], run: (s, c) => auth("delete", { organizationId: s.id })(s, c) },
  {
    name: "make a member an owner",
    allowed: ["owner"],
    run: (s, c) =>
      auth("update-member-role", { memberId: s.targetMemberId, role: "owner", organizationId: s.id })(s, c),
  },
  {
    name: "make an admin an owner",
    allowed: ["owner"],
    run: (s, c) => auth("update-member-role", { memberId: s.targetAdminId, role: "owner", organizationId: s.id })(s, c),
  },
  {
    // The caller changes their own role to Admin; an owner may while the studio has another owner.
    name: "step down to admin",
    allowed: ["owner"],
    run: (s, c, role) =>
      auth("update-member-role", {
        memberId: role === "anonymous" ? s.ownMemberId.owner : s.ownMemberId[role],
        role: "admin",
        organizationId: s.id,
      })(s, c),
  },
  {
    name: "create a team",
    allowed: MANAGERS,
    run: (s, c) => auth("create-team", { name: "Art", organizationId: s.id })(s, c),
  },
];

const MODES = ["cookie", "bearer"] as const;
const credentialsOf = (role: Role, mode: (typeof MODES)[number], ip: string): Credentials => {
  if (role === "anonymous") return { ip };
  return mode === "cookie" ? { cookie: users[role].cookie, ip } : { bearer: users[role].token, ip };
};
const refusal: Record<Exclude<Role, "owner">, number[]> = {
  admin: [403],
  member: [403],
  outsider: [404],
  anonymous: [401],
};

describe.each(MODES)("studio permission matrix (docs/permissions.md), signed in by %s", (mode) => {
  for (const action of actions) {
    for (const role of ROLES) {
      const allowed = action.allowed.includes(role);
      it(`${role} ${allowed ? "may" : "may not"} ${action.name}`, async () => {
        const ip = nextCellIp();
        const studio = action.readOnly || !allowed ? await unchangedStudio(ip) : await freshStudio(ip);
        const res = await action.run(studio, credentialsOf(role, mode, ip), role);
        if (allowed) {
          expect(res.status, await res.clone().text()).toBe(200);
        } else {
          expect(refusal[role as Exclude<Role, "owner">], await res.clone().text()).toContain(res.status);
          if (res.status === 403) {
            const body = (await res.json()) as { message?: string; error?: { message: string } };
            expect(body.message ?? body.error?.message).toMatch(/^You are not allowed to access resource: \w+$/);
          }
        }
      });
    }
  }
});
