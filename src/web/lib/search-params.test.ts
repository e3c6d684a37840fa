import { describe, expect, it } from "vitest";
import { parseSearch, stringifySearch } from "./search-params";

describe("plain-string search parameters", () => {
  it("keeps every value the string it was, both ways", () => {
    const search = { page: "2", banned: "true", none: "null", list: "[1]", q: "a b&c", quoted: '"x"', empty: "" };
    const searchStr = stringifySearch(search);
    expect(parseSearch(searchStr)).toEqual(search);
    // Written as a form would, not as JSON: no quotes around numbers or booleans.
    expect(searchStr).toBe("?page=2&banned=true&none=null&list=%5B1%5D&q=a+b%26c&quoted=%22x%22&empty=");
  });

  it("reads an address as strings", () => {
    expect(parseSearch("?page=2&banned=true&q=a%20b%26c")).toEqual({ page: "2", banned: "true", q: "a b&c" });
    expect(parseSearch("")).toEqual({});
    expect(parseSearch("?")).toEqual({});
  });

  it("keeps a repeated name's first value, as the server does", () => {
    expect(parseSearch("?tab=members&tab=usage")).toEqual({ tab: "members" });
  });

  it("treats a name like __proto__ as a plain name", () => {
    const search = parseSearch("?__proto__=x&constructor=y");
    expect(Object.getPrototypeOf(search)).toBe(Object.prototype);
    expect(search).toEqual(JSON.parse('{"__proto__":"x","constructor":"y"}'));
  });

  it("writes nothing for absent values or an empty search", () => {
    expect(stringifySearch({ page: undefined, tab: "members" })).toBe("?tab=members");
    expect(stringifySearch({})).toBe("");
  });
});
