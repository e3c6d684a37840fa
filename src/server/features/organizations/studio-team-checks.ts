import { APIError } from "better-auth/api";
import { and, eq, ne, sql } from "drizzle-orm";
import { team } from "../../db/schema/index.ts";
import { inputField } from "./studio-lookups.ts";
import type { MemberCheck } from "./studio-member-checks.ts";

/**
 * A studio's team names are distinct, ignoring case and surrounding spaces: the team pickers and the audit trail
 * name teams by name, so two "Art Team"s could not be told apart (better-auth allows it). Checked on create-team and
 * on a rename (update-team, the team itself excepted).
 */
export const checkTeamName: MemberCheck = async (db, actor, input) => {
  const data = input.body.data;
  const fields = data && typeof data === "object" ? (data as Record<string, unknown>) : input.body;
  const name = typeof fields.name === "string" ? fields.name.trim() : null;
  if (!name) return;
  const renaming = inputField(input, "teamId");
  const [taken] = await db
    .select({ id: team.id })
    .from(team)
    .where(
      and(
        eq(team.organizationId, actor.organizationId),
        sql`lower(trim(${team.name})) = ${name.toLowerCase()}`,
        renaming ? ne(team.id, renaming) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new APIError("BAD_REQUEST", { message: `This studio already has a team named ${name}.` });
};
