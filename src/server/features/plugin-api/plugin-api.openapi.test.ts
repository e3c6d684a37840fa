import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-utils/test-app.ts";
import { PLAIN_TEXT } from "../../../shared/plain-text.ts";

/**
 * /api/openapi.json checked by a linter written by others: Redocly CLI with its `recommended` rules, which
 * also validate every example against its schema (no-invalid-schema-examples, -media-type-examples,
 * -parameter-examples). The document must pass with no errors and no warnings.
 */
type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
}

const redoclyCli = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");
const run = promisify(execFile);
let t: TestApp;
let doc: Doc;
let workDir: string;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await (await t.app.request("/api/openapi.json")).json()) as Doc;
  // Its own directory, so no redocly.yaml of anyone else's can change the rules.
  workDir = mkdtempSync(join(tmpdir(), "goji-openapi-"));
});
afterAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
  await t.close();
});

async function lint(document: Doc, name: string): Promise<LintReport> {
  const file = join(workDir, `${name}.json`);
  writeFileSync(file, JSON.stringify(document, null, 2));
  const { stdout } = await run(process.execPath, [redoclyCli, "lint", "--extends=recommended", "--format=json", file], {
    cwd: workDir,
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" })); // exit code 1 when it finds errors
  return JSON.parse(stdout) as LintReport;
}

describe("GET /api/openapi.json under Redocly's recommended rules", () => {
  it("has no errors and no warnings", async () => {
    const report = await lint(doc, "served");
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
  });

  it("catches an example that does not match its schema, wherever it is (the check is real)", async () => {
    const broken = structuredClone(doc);
    const usage = broken.paths["/v1/usage"].post;
    usage.requestBody.content["application/json"].example.amount = "one";
    broken.components.schemas.UsageRequest.properties.feature.example = "tab\there";
    usage.responses["402"].headers["Goji-Credits-Remaining"].schema.example = "many";
    const tokenErrors = broken.paths["/oauth/token"].post.responses["400"].content["application/json"].examples;
    tokenErrors.slow_down.value.error = "please_wait";
    const report = await lint(broken, "broken");
    const flagged = report.problems.map((p) => p.location[0]?.pointer ?? "");
    expect(flagged).toEqual(
      expect.arrayContaining([
        expect.stringContaining("/paths/~1v1~1usage/post/requestBody/content/application~1json/example"),
        expect.stringContaining("/components/schemas/UsageRequest/properties/feature/example"),
        expect.stringContaining("Goji-Credits-Remaining/schema/example"),
        expect.stringContaining("/examples/slow_down/value"),
      ]),
    );
  });
});

describe("the document's content", () => {
  it("names and tags every operation, and documents the device flow", () => {
    const operations = Object.entries(doc.paths as Doc).flatMap(([path, item]) =>
      Object.entries(item as Doc).map(([method, op]) => ({ path, method, op: op as Doc })),
    );
    expect(operations.map(({ path, method, op }) => [path, method, op.operationId, op.tags])).toEqual([
      ["/v1/me", "get", "getMe", ["Plugin API"]],
      ["/v1/usage", "post", "spendCredits", ["Plugin API"]],
      ["/oauth/device/code", "post", "startDeviceAuthorization", ["Device authorization"]],
      ["/oauth/token", "post", "pollDeviceToken", ["Device authorization"]],
    ]);
    const token = doc.paths["/oauth/token"].post;
    expect(Object.keys(token.requestBody.content)).toEqual(["application/x-www-form-urlencoded"]);
    expect(Object.keys(token.responses["400"].content["application/json"].examples)).toEqual(
      expect.arrayContaining(["authorization_pending", "slow_down", "access_denied", "expired_token", "invalid_grant"]),
    );
    expect(doc.components.schemas.OAuthError.properties.error.enum).toEqual(
      expect.arrayContaining(["invalid_client", "unsupported_grant_type", "invalid_scope"]),
    );
  });

  it("lists malformed JSON (400) and the credit headers on 409, as the server answers them", async () => {
    const usage = doc.paths["/v1/usage"].post.responses;
    expect(usage["400"].content["application/json"].example.error.message).toBe("The request body is not valid JSON.");
    expect(Object.keys(usage["409"].headers)).toEqual(["Goji-Credits-Remaining", "Goji-Credits-Reset"]);
  });

  it("gives `feature` a pattern clients can compile, meaning what the server checks", () => {
    const pattern = doc.components.schemas.UsageRequest.properties.feature.pattern as string;
    expect(pattern).toBe(PLAIN_TEXT.source);
    // JSON Schema validators compile patterns with ECMA-262's `u` flag, as the server's regex has.
    const client = new RegExp(pattern, "u");
    const samples = ["scene-assist", "café ☕ 🎮", "", "tab\there", "nul\u0000", "del\u007f", "c1\u0085", "lone\ud800"];
    for (const sample of samples) expect(client.test(sample), JSON.stringify(sample)).toBe(PLAIN_TEXT.test(sample));
    expect(samples.filter((sample) => client.test(sample))).toEqual(["scene-assist", "café ☕ 🎮", ""]);
  });
});
