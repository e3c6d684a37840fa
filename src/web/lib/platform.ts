import { detectPlatform, type Platform } from "@/shared/platform";

export function currentPlatform(): Platform {
  return typeof navigator === "undefined" ? "other" : detectPlatform(navigator.userAgent);
}
