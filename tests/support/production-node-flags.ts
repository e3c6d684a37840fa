import { readFileSync } from "node:fs";

/**
 * The node flags `npm start` runs the server with (package.json), so the bench measures and the browser
 * tests drive the server as it is deployed: the young-generation size there is part of the plugin
 * path's figures (decision 011).
 */
export function productionNodeFlags(): string[] {
  const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start;
  const command = start.split("&&").at(-1)?.trim().split(/\s+/) ?? [];
  const importAt = command.indexOf("--import");
  if (command[0] !== "node" || importAt < 1)
    throw new Error(`package.json start script is not "… && node <flags> --import tsx <entry>": ${start}`);
  return command.slice(1, importAt);
}
