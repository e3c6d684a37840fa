import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The web layers of eslint.config.js (decision 028), checked against code that breaks them: a rule that
 * stopped matching would let every file pass `npm run lint` silently.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "boundaries/dependencies" || m.ruleId === "no-restricted-imports")
    .map((m) => m.message);
}

const use = (...names: string[]) => `\nexport const used = [${names.join(", ")}];\n`;

describe("web import boundaries", () => {
  it("lets a feature use shared code, the UI kit, lib, its own files and another feature's public entry", async () => {
    const code =
      'import { cn } from "@/web/lib/cn";\n' +
      'import { Button } from "@/web/components/ui/button";\n' +
      'import { plans } from "@/shared/plans";\n' +
      'import { useLocalPortal } from "../api/get-local-portal";\n' +
      'import { organizationKeys } from "@/web/features/organizations";\n' +
      use("cn", "Button", "plans", "useLocalPortal", "organizationKeys");
    expect(await boundaryErrors("src/web/features/billing/components/example.tsx", code)).toEqual([]);
  });

  it("refuses a feature reaching into another feature's files, or into the app layer", async () => {
    const deep = 'import { teamsQuery } from "@/web/features/organizations/api/list-teams";\n' + use("teamsQuery");
    const relative = 'import { teamsQuery } from "../../organizations/api/list-teams";\n' + use("teamsQuery");
    const app = 'import { SiteFooter } from "@/web/app/site-footer";\n' + use("SiteFooter");
    for (const code of [deep, relative, app])
      expect(await boundaryErrors("src/web/features/billing/components/example.tsx", code)).toHaveLength(1);
  });

  it("keeps the UI kit and lib free of features", async () => {
    const code = 'import { useSession } from "@/web/features/auth";\n' + use("useSession");
    expect(await boundaryErrors("src/web/components/ui/example.tsx", code)).toHaveLength(1);
    expect(await boundaryErrors("src/web/lib/example.ts", code)).toHaveLength(1);
  });

  it("lets only a feature's api/ modules call better-auth's client", async () => {
    const code = 'import { authClient } from "@/web/lib/auth-client";\n' + use("authClient");
    expect(await boundaryErrors("src/web/features/auth/api/example.ts", code)).toEqual([]);
    expect(await boundaryErrors("src/web/features/auth/components/example.tsx", code)).toHaveLength(1);
    expect(await boundaryErrors("src/web/routes/example.tsx", code)).toHaveLength(1);
  });

  it("lets the app layer compose features, and the web take only types from the server", async () => {
    const compose = 'import { UserMenu } from "@/web/features/auth/components/user-menu";\n' + use("UserMenu");
    expect(await boundaryErrors("src/web/app/example.tsx", compose)).toEqual([]);
    const types = 'import type { Config } from "@/server/config";\nexport type Used = Config;\n';
    expect(await boundaryErrors("src/web/features/billing/api/example.ts", types)).toEqual([]);
    const value = 'import { ConfigError } from "@/server/config";\n' + use("ConfigError");
    expect(await boundaryErrors("src/web/features/billing/api/example.ts", value)).not.toEqual([]);
  });
});
