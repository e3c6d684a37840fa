import { type createSignedInUser, request } from "./auth-helpers.ts";
import type { TestApp } from "./test-app.ts";

export type SignedInUser = Awaited<ReturnType<typeof createSignedInUser>>;

/** Creates a studio owned by `owner` through the product API; returns its id. */
export async function createStudioAs(t: TestApp, owner: SignedInUser, name = "Test Studio"): Promise<string> {
  const res = await request(t, "/api/account/create-studio", { json: { name }, cookie: owner.cookie });
  if (res.status !== 200) throw new Error(`create-studio failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { organizationId: string }).organizationId;
}

/** Adds a user to a studio directly (server call, as an accepted invitation would). Returns the member id. */
export async function addMemberAs(
  t: TestApp,
  organizationId: string,
  userId: string,
  role: "owner" | "admin" | "member" | Array<"owner" | "admin" | "member">,
): Promise<string> {
  const added = await t.services.auth.api.addMember({ body: { organizationId, userId, role } });
  if (!added) throw new Error("addMember returned nothing");
  return added.id;
}

/** Sets a member's credit allocation through the product API, as the Usage tab does. */
export async function allocateCredits(
  t: TestApp,
  actor: SignedInUser,
  organizationId: string,
  memberId: string,
  creditAllocation: number | null,
): Promise<void> {
  const res = await request(t, `/api/organization/${organizationId}/members/${memberId}/allocation`, {
    method: "PUT",
    json: { creditAllocation },
    cookie: actor.cookie,
  });
  if (res.status !== 200) throw new Error(`allocation failed: ${res.status} ${await res.text()}`);
}
