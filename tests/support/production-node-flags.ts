import { readFileSync } from "node:fs";

/** The compiled server `npm start` runs (tsconfig.server.json; docs/decisions/015). */
export const PRODUCTION_SERVER_ENTRY = "dist/server/index.js";

/**
 * The node flags `npm start` runs the server with (package.json), so the bench measures and the browser
 * tests drive the server as it is deployed: the young-generation size there is part of the plugin
 * path's figures (decision 011).
 */
export function productionNodeFlags(): string[] {
  const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start;
  // `exec` lets the shell npm runs the script in hand its place (and npm's SIGTERM) to the server.
  const command = start.split("&&").at(-1)?.trim().split(/\s+/) ?? [];
  if (command[0] === "exec") command.shift();
  if (command[0] !== "node" || command.at(-1) !== PRODUCTION_SERVER_ENTRY)
    throw new Error(`package.json start script is not "… && [exec] node <flags> ${PRODUCTION_SERVER_ENTRY}": ${start}`);
  return command.slice(1, -1);
}
