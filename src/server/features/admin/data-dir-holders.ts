import { readdirSync, readlinkSync } from "node:fs";
import { resolve, sep } from "node:path";

/**
 * Other processes with files open inside `dir` (Linux /proc). PGlite has no lock of its own: a second
 * process opening a data directory the server holds would corrupt it, so the CLI looks first.
 * Returns null where /proc does not exist (macOS, Windows): the caller cannot tell and must say so.
 */
export function findProcessesHolding(dir: string): number[] | null {
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid);
  } catch {
    return null;
  }
  const prefix = resolve(dir) + sep;
  return pids.filter((pid) => holdsFileUnder(pid, prefix)).map(Number);
}

function holdsFileUnder(pid: string, prefix: string): boolean {
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return false; // exited meanwhile, or not ours to inspect
  }
  return fds.some((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(prefix);
    } catch {
      return false;
    }
  });
}
