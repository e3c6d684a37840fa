import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp, withoutPort } from "./client-ip.ts";

describe("client address", () => {
  it("drops a port a proxy wrote into the address, and nothing else", () => {
    expect(withoutPort("203.0.113.9:51234")).toBe("203.0.113.9");
    expect(withoutPort("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(withoutPort("[2001:db8::1]")).toBe("2001:db8::1");
    for (const address of ["203.0.113.9", "2001:db8::1", "::ffff:203.0.113.9", "fe80::1%eth0", "unknown"]) {
      expect(withoutPort(address)).toBe(address);
    }
  });

  it("reads the rightmost entry of a trusted header, so every source port of one client is one client", async () => {
    const app = new Hono().get("/", (c) => c.text(clientIp(c, ["x-forwarded-for"])));
    const read = async (forwarded: string) =>
      (await app.request("/", { headers: { "x-forwarded-for": forwarded } })).text();
    expect(await read("198.51.100.7, 203.0.113.9:51234")).toBe("203.0.113.9");
    expect(await read("203.0.113.9:40001")).toBe(await read("203.0.113.9:40002"));
    expect(await read("[2001:db8::1]:443")).toBe("2001:db8::1");
  });
});
