import { describe, expect, it } from "vitest";
import { usableUserTableParams } from "./user-table-params";

describe("usableUserTableParams", () => {
  it("keeps every value the API accepts, as the string it was", () => {
    const search = {
      q: "sam@",
      role: "admin",
      banned: "true",
      verified: "false",
      sort: "email",
      dir: "asc",
      page: "2",
      pageSize: "50",
    };
    expect(usableUserTableParams(search)).toEqual(search);
  });

  it("leaves out each value the API would refuse, and only that one", () => {
    expect(usableUserTableParams({ page: "abc", sort: "bogus", pageSize: "5000", q: "ada" })).toEqual({ q: "ada" });
    for (const [key, value] of [
      ["page", "-1"],
      ["page", "0"],
      ["page", "1.5"],
      ["page", "2000000"],
      ["pageSize", "20"],
      ["role", "owner"],
      ["banned", "yes"],
      ["verified", '"true"'], // a link written by the old JSON search format
      ["dir", "up"],
      ["q", "x".repeat(101)],
    ] as const) {
      expect(usableUserTableParams({ [key]: value, role: "user" })).toEqual({ role: "user" });
    }
  });

  it("ignores absent values", () => {
    expect(usableUserTableParams({})).toEqual({});
    expect(usableUserTableParams({ page: undefined, sort: "name" })).toEqual({ sort: "name" });
  });
});
