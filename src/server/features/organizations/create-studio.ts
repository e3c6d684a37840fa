import { randomBytes } from "node:crypto";
import type { Auth } from "../../auth/auth.ts";
import { callAuth } from "../../auth/auth-errors.ts";
import type { Db } from "../../db/client.ts";
import { getStudioPool } from "../credits/pools.ts";
import { STUDIO_NAME_MAX } from "../../../shared/organizations.ts";
import { recordAuditEvent } from "./audit-log.ts";

export interface CreateStudioInput {
  name?: string | undefined;
  user: { id: string; name: string };
  headers: Headers;
}

/** Creates a studio owned by the user, with its (empty until subscribed) credit pool. */
export async function createStudio(auth: Auth, db: Db, input: CreateStudioInput): Promise<{ organizationId: string }> {
  const name = input.name ?? defaultStudioName(input.user.name);
  const studio = await callAuth(() =>
    auth.api.createOrganization({
      body: {
        name,
        slug: `${slugify(name)}-${randomBytes(3).toString("hex")}`,
      },
      headers: input.headers,
    }),
  );
  if (!studio) throw new Error("better-auth returned no studio");
  await getStudioPool(db, studio.id);
  await recordAuditEvent(db, {
    organizationId: studio.id,
    actorUserId: input.user.id,
    action: "studio.created",
    details: { name },
  });
  return { organizationId: studio.id };
}

const STUDIO_SUFFIX = "'s Studio";

/** "{user name}'s Studio", within the studio name rules however long or odd the user's name is. */
export function defaultStudioName(userName: string): string {
  const owner = userName.replace(/\p{Cc}/gu, " ").trim() || "My";
  const room = STUDIO_NAME_MAX - STUDIO_SUFFIX.length;
  if (owner.length <= room) return `${owner}${STUDIO_SUFFIX}`;
  // Whole code points only (the limit counts UTF-16 units, like zod), then an ellipsis.
  let shortened = "";
  for (const char of owner) {
    if (shortened.length + char.length > room - 1) break;
    shortened += char;
  }
  return `${shortened.trimEnd()}…${STUDIO_SUFFIX}`;
}

export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return slug || "studio";
}
