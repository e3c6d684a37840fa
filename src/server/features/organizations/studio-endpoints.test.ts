import { describe, expect, it } from "vitest";
import { createAuth } from "../../auth/auth.ts";
import { createSignedInUser } from "../../test-utils/auth-helpers.ts";
import { createStudioAs } from "../../test-utils/studio-helpers.ts";
import { createTestLogger, useTestApp } from "../../test-utils/test-app.ts";
import { serverOnlyStudioEndpoints, studioEndpoints } from "./studio-endpoints.ts";
import { studioPolicy, UNCLASSIFIED_ENDPOINT } from "./studio-policy.ts";

const t = useTestApp();

type Endpoint = { path?: string };
/** Every endpoint better-auth's organization plugin gives the running instance, by its auth.api name. */
function organizationEndpoints(): Array<[string, Endpoint]> {
  const plugins = (t.services.auth.options.plugins ?? []) as Array<{
    id: string;
    endpoints?: Record<string, Endpoint>;
  }>;
  const plugin = plugins.find((p) => p.id === "organization");
  if (!plugin?.endpoints) throw new Error("the organization plugin is not installed");
  return Object.entries(plugin.endpoints);
}

describe("the studio policy fails closed", () => {
  it("has a rule for every organization endpoint better-auth exposes, and none for one it does not", () => {
    const endpoints = organizationEndpoints();
    const api = t.services.auth.api as unknown as Record<string, Endpoint>;
    const exposed = endpoints.filter(([, endpoint]) => endpoint.path).map(([, endpoint]) => endpoint.path as string);
    expect(exposed.length).toBeGreaterThan(25);
    // Every one of them is also reachable as auth.api.<name>, i.e. over HTTP under /api/auth.
    for (const [name, endpoint] of endpoints) expect(api[name]?.path, name).toBe(endpoint.path);
    const unclassified = exposed.filter((path) => !(path in studioEndpoints));
    expect(unclassified, "classify these in studio-endpoints.ts").toEqual([]);
    expect(Object.keys(studioEndpoints).filter((path) => !exposed.includes(path))).toEqual([]);
    const serverOnly = endpoints.filter(([, endpoint]) => !endpoint.path).map(([name]) => name);
    expect(serverOnly.sort(), "review these path-less endpoints").toEqual([...serverOnlyStudioEndpoints].sort());
  });

  it("refuses an organization endpoint that has no rule, even to the studio's owner", async () => {
    const owner = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner);
    const headers = new Headers({ cookie: owner.cookie });
    // The same better-auth instance, but its policy lacks the rule for list-members (as after an upgrade
    // that added an endpoint): it is refused, not left to better-auth's own checks.
    const { "/organization/list-members": _dropped, ...withoutListMembers } = studioEndpoints;
    const auth = createAuth({
      config: t.config,
      db: t.database.db,
      mailer: t.services.mailer,
      logger: createTestLogger(t.config),
      beforeHooks: [studioPolicy(t.database.db, withoutListMembers)],
    });
    const refused = await auth.api
      .listMembers({ headers, query: { organizationId: studioId } })
      .then(() => null)
      .catch((error: { statusCode?: number; body?: { message?: string } }) => error);
    expect(refused?.statusCode).toBe(403);
    expect(refused?.body?.message).toBe(UNCLASSIFIED_ENDPOINT);
    // With the full table the owner may list them.
    const members = await t.services.auth.api.listMembers({ headers, query: { organizationId: studioId } });
    expect(members.members.map((m) => m.userId)).toEqual([owner.userId]);
  });
});
