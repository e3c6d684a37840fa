import type { Logger } from "./logger.ts";

/** Variables every request carries through the Hono context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
  };
}
