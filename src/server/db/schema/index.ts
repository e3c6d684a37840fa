export * from "./auth.ts";
