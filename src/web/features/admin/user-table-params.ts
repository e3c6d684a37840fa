import { userListQuery } from "@/shared/admin-schemas";
import type { UserTableParams } from "./api/get-admin-users";

const fields = userListQuery.shape;
const keys = Object.keys(fields) as Array<keyof typeof fields>;

/**
 * The user table's search values that GET /api/admin/users accepts, each checked by the field's own schema on the
 * server (userListQuery), so the two cannot disagree. A value it would refuse (`?page=abc`, `?sort=bogus`,
 * `?pageSize=5000`, an old link) is left out: its default applies and the list loads, where sending it got the same
 * 422 on every "Try again". A kept value stays the string it was: the address shows what was typed.
 */
export function usableUserTableParams(search: UserTableParams): UserTableParams {
  const usable: UserTableParams = {};
  for (const key of keys) {
    const value = search[key];
    if (value !== undefined && fields[key].safeParse(value).success) usable[key] = value;
  }
  return usable;
}
