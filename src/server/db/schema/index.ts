export * from "./admin.ts";
export * from "./api-keys.ts";
export * from "./auth.ts";
export * from "./billing.ts";
export * from "./credits.ts";
export * from "./mail.ts";
export * from "./security.ts";
export * from "./organizations.ts";
