import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist", "data", "node_modules", "src/web/route-tree.gen.ts", "drizzle", "coverage"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Imports flow one way (docs/architecture.md#layout): the web app takes only types from the server.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "@/server/*"],
              allowTypeImports: true,
              message: "web may import only types from server",
            },
          ],
        },
      ],
    },
  },
  webBoundaries(),
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "**/web/**", "@/server/*", "@/web/*"],
              message: "shared imports nothing from server or web",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "tests/load/**", "src/server/cli/**"],
    rules: { "no-console": "off" },
  },
);

/**
 * The web app's layers (docs/decisions/028): imports flow shared ← lib/ui ← features ← app. A feature may
 * use another feature only through its public entry (`features/<name>/index.ts`); `lib/auth-client` (better-auth's
 * client) is reached only from a feature's `api/` modules, so every server call lives there.
 */
function webBoundaries() {
  const from = (type) => ({ element: { type } });
  const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
  return {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
      "boundaries/elements": [
        { type: "lib", pattern: ["src/web/lib", "src/web/hooks"], partialMatch: false },
        { type: "ui", pattern: "src/web/components", partialMatch: false },
        { type: "feature", pattern: "src/web/features/*", capture: ["feature"], partialMatch: false },
        { type: "app", pattern: ["src/web/app", "src/web/routes"], partialMatch: false },
        { type: "entry", pattern: "src/web/*.{ts,tsx}", partialMatch: false },
        { type: "shared", pattern: "src/shared", partialMatch: false },
        { type: "server", pattern: "src/server", partialMatch: false },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            {
              from: { element: { types: { anyOf: ["app", "entry"] } } },
              allow: to("app", "entry", "feature", "ui", "lib", "shared"),
            },
            { from: from("feature"), allow: to("ui", "lib", "shared") },
            {
              from: from("feature"),
              allow: { to: { element: { type: "feature", captured: { feature: "{{ from.captured.feature }}" } } } },
            },
            { from: from("feature"), allow: { to: { element: { type: "feature", fileInternalPath: "index.ts" } } } },
            { from: from("ui"), allow: to("ui", "lib", "shared") },
            { from: from("lib"), allow: to("lib", "shared") },
            // The web takes only types from the server (the Hono AppType for a typed client).
            { allow: { to: { element: { type: "server" } }, dependency: { kind: "type" } } },
            // better-auth's client is reached only from a feature's api/ modules (last: the last match wins).
            { disallow: { to: { element: { type: "lib", fileInternalPath: "auth-client.ts" } } } },
            {
              from: { element: { type: "feature", fileInternalPath: "api/**" } },
              allow: { to: { element: { type: "lib", fileInternalPath: "auth-client.ts" } } },
            },
          ],
        },
      ],
    },
  };
}
