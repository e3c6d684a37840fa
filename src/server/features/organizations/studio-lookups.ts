import { and, eq } from "drizzle-orm";
import { APIError } from "better-auth/api";
import type { Db } from "../../db/client.ts";
import { invitation, member, organization, team, user } from "../../db/schema/index.ts";
import { countOwners, STUDIO_NOT_FOUND } from "../../../shared/studio-rules.ts";
import type { Membership } from "./membership.ts";

/** What a better-auth studio request carries: its JSON body and its query. */
export interface EndpointInput {
  body: Record<string, unknown>;
  query: Record<string, unknown>;
}

export const textField = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
/** A field from the body, else the query (better-auth reads GET parameters from the query). */
export const inputField = (input: EndpointInput, name: string) =>
  textField(input.body[name]) ?? textField(input.query[name]);

/** The studio an endpoint's own fields name: a slug wins over an id, as in better-auth. */
export async function studioNamedBy(db: Db, input: EndpointInput): Promise<string | null> {
  const slug = inputField(input, "organizationSlug");
  if (!slug) return inputField(input, "organizationId");
  const [row] = await db.select({ id: organization.id }).from(organization).where(eq(organization.slug, slug));
  // Never fall back to another field: a slug that names no studio is answered like one the caller is not in.
  if (!row) throw new APIError("NOT_FOUND", { message: STUDIO_NOT_FOUND });
  return row.id;
}

export async function studioOfInvitation(db: Db, input: EndpointInput): Promise<string | null> {
  const id = inputField(input, "invitationId");
  if (!id) return null;
  const [row] = await db
    .select({ organizationId: invitation.organizationId })
    .from(invitation)
    .where(eq(invitation.id, id));
  return row?.organizationId ?? null;
}

export async function studioOfTeam(db: Db, input: EndpointInput): Promise<string | null> {
  const id = inputField(input, "teamId");
  if (!id) return null;
  const [row] = await db.select({ organizationId: team.organizationId }).from(team).where(eq(team.id, id));
  return row?.organizationId ?? null;
}

/** The member an action targets, by member id or (remove-member) e-mail, within the actor's studio. */
export async function targetMember(db: Db, actor: Membership, idOrEmail: string | null): Promise<Membership> {
  if (!idOrEmail) throw new APIError("BAD_REQUEST", { message: "Which member?" });
  const [byId] = await db
    .select()
    .from(member)
    .where(and(eq(member.id, idOrEmail), eq(member.organizationId, actor.organizationId)));
  if (byId) return byId;
  if (!idOrEmail.includes("@")) throw new APIError("NOT_FOUND", { message: "Member not found." });
  const [byEmail] = await db
    .select({ member })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(user.email, idOrEmail.toLowerCase()), eq(member.organizationId, actor.organizationId)));
  if (!byEmail) throw new APIError("NOT_FOUND", { message: "Member not found." });
  return byEmail.member;
}

export async function ownerCount(db: Db, organizationId: string): Promise<number> {
  return countOwners(
    await db.select({ role: member.role }).from(member).where(eq(member.organizationId, organizationId)),
  );
}
