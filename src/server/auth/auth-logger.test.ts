import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createLogger, type LogLevel } from "../lib/logger.ts";
import { createServices } from "../services.ts";
import { createSignedInUser, signIn, signUp } from "../test-utils/auth-helpers.ts";
import { useTestApp } from "../test-utils/test-app.ts";

const t = useTestApp();

/** A second instance on the same database whose log lines are kept, at `level`. */
function instanceLoggingAt(level: LogLevel) {
  const lines: Array<Record<string, unknown>> = [];
  const services = createServices(
    { ...t.config, logLevel: level },
    t.database,
    createLogger(level, (line) => lines.push(JSON.parse(line))),
  );
  return {
    instance: { ...t, app: createApp(services), services },
    lines,
    close: () => services.close({ keepDatabase: true }),
  };
}

describe("better-auth's own log lines", () => {
  it("are our JSON lines, prefixed, at the level better-auth gave them", async () => {
    const person = await createSignedInUser(t);
    const { instance, lines, close } = instanceLoggingAt("warn");
    try {
      expect((await signIn(instance, person.email, "not-the-password-1", "10.61.0.1")).response.status).toBe(401);
      expect(lines).toContainEqual(
        expect.objectContaining({ level: "warn", message: "better-auth: Invalid password" }),
      );
    } finally {
      await close();
    }
  });

  it("name an e-mail address only at LOG_LEVEL=debug, not at the default info", async () => {
    const person = await createSignedInUser(t);
    const attempt = (message: unknown) => String(message).startsWith("better-auth: Sign-up attempt for existing email");
    for (const [level, shown] of [
      ["debug", true],
      ["info", false],
    ] as const) {
      const { instance, lines, close } = instanceLoggingAt(level);
      try {
        await signUp(instance, person.email, "another-password-1", "Someone Else", `10.61.1.${shown ? 1 : 2}`);
        expect(lines.some((line) => attempt(line.message))).toBe(shown);
      } finally {
        await close();
      }
    }
  });
});
