import type { Logger } from "./logger.ts";

/**
 * Work started off a request's path (e-mails, bookkeeping writes) that must still finish, or fail
 * into the log, before the process closes its database.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();
  private readonly logger: Logger;

  constructor(logger: Logger) {
    this.logger = logger;
  }

  run(name: string, task: () => Promise<unknown>): void {
    const promise: Promise<void> = task()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error(`${name} failed`, { error: String(error) }))
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
