import type { AuthSession } from "../auth/auth.ts";
import type { StudioContext } from "../features/organizations/studio-route.ts";
import type { Logger } from "./logger.ts";

/** Variables every request carries through the Hono context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    /** Set by requireSession on routes that need a signed-in user. */
    session: AuthSession;
    /** Set by studioRoute: the studio the request acts in, its permission already checked (null = personal). */
    studio: StudioContext | null;
  };
}
