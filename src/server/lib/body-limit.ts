import { bodyLimit } from "hono/body-limit";
import { AppError } from "./errors.ts";

/** The largest body the web API takes: the Stripe webhook's events are its biggest. */
export const WEB_API_BODY_MAX_BYTES = 1024 * 1024;

/**
 * Refuses a request body above `maxBytes` with 413 before it is read: by Content-Length when sent,
 * otherwise while streaming. Without it a handler buffered whatever arrived (a 560 MB body ended in a 500).
 */
export function limitBody(maxBytes: number, what = "The request body") {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError("payload_too_large", `${what} is too large (at most ${Math.round(maxBytes / 1024)} KB).`);
    },
  });
}
