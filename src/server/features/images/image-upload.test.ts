import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organization, storedImage, user } from "../../db/schema/index.ts";
import { createSignedInUser, request } from "../../test-utils/auth-helpers.ts";
import { htmlNamedPng, picture, svgNamedPng, upload } from "../../test-utils/image-fixtures.ts";
import { addMemberAs, createStudioAs, type SignedInUser } from "../../test-utils/studio-helpers.ts";
import { createTestApp, type TestApp } from "../../test-utils/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const imagesOf = (userId: string) => t.database.db.select().from(storedImage).where(eq(storedImage.userId, userId));
const imageOfUser = async (userId: string) =>
  (await t.database.db.select({ image: user.image }).from(user).where(eq(user.id, userId)))[0]?.image ?? null;
const sessionImage = async (person: SignedInUser) =>
  (
    (await (await request(t, "/api/auth/get-session", { cookie: person.cookie })).json()) as {
      user: { image: string | null };
    }
  ).user.image;

describe("avatar upload", () => {
  it.each(["png", "jpeg", "webp"] as const)(
    "accepts a %s, re-encodes it and serves it with its verified type",
    async (format) => {
      const person = await createSignedInUser(t);
      const res = await upload(t, "/api/account/avatar", await picture(format, 1200), { cookie: person.cookie });
      expect(res.status).toBe(200);
      const { image } = (await res.json()) as { image: string };
      expect(image).toMatch(/^\/api\/images\/[A-Za-z0-9_-]+$/);
      expect(await imageOfUser(person.userId)).toBe(image);
      // The session (what the header's avatar reads) shows it at once.
      expect(await sessionImage(person)).toBe(image);

      const served = await t.app.request(image);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
      expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(stored.format).toBe("webp");
      // Scaled down to at most 512 px a side, keeping the aspect ratio.
      expect([stored.width, stored.height]).toEqual([512, 256]);
    },
  );

  it("drops the picture's metadata and turns it upright", async () => {
    const person = await createSignedInUser(t);
    // EXIF orientation 6: the camera was turned; the stored picture is upright and carries no EXIF.
    const res = await upload(t, "/api/account/avatar", await picture("jpeg", 100, { exifOrientation: 6 }), {
      cookie: person.cookie,
    });
    const { image } = (await res.json()) as { image: string };
    const stored = await sharp(Buffer.from(await (await t.app.request(image)).arrayBuffer())).metadata();
    expect([stored.width, stored.height]).toEqual([50, 100]);
    expect(stored.exif).toBeUndefined();
  });

  it("replaces the previous picture (only one is kept) and removing it falls back to none", async () => {
    const person = await createSignedInUser(t);
    const first = (await (
      await upload(t, "/api/account/avatar", await picture("png"), { cookie: person.cookie })
    ).json()) as {
      image: string;
    };
    const second = (await (
      await upload(t, "/api/account/avatar", await picture("webp"), { cookie: person.cookie })
    ).json()) as {
      image: string;
    };
    expect(second.image).not.toBe(first.image);
    expect(await imagesOf(person.userId)).toHaveLength(1);
    expect((await t.app.request(first.image)).status).toBe(404);

    const removed = await request(t, "/api/account/avatar", { method: "DELETE", cookie: person.cookie });
    expect(removed.status).toBe(200);
    expect(await imageOfUser(person.userId)).toBeNull();
    expect(await sessionImage(person)).toBeNull();
    expect(await imagesOf(person.userId)).toHaveLength(0);
    expect((await t.app.request(second.image)).status).toBe(404);
  });

  describe("refuses files that are not what they claim, and stores nothing", () => {
    const truncatedPng = async () => {
      const png = await picture("png", 400);
      return png.subarray(0, Math.floor(png.length / 2));
    };
    const cases: Array<[string, () => Promise<Buffer> | Buffer, number, RegExp]> = [
      ["an HTML file named .png", () => htmlNamedPng, 415, /PNG, JPEG or WebP/],
      ["an SVG file named .png", () => svgNamedPng, 415, /PNG, JPEG or WebP/],
      ["a truncated PNG", truncatedPng, 422, /could not be read/],
      ["a 20 MB file", () => Buffer.alloc(20 * 1024 * 1024, 0x89), 413, /too large/],
      ["an empty body", () => Buffer.alloc(0), 422, /Choose an image/],
    ];
    it.each(cases)("%s", async (_name, make, status, message) => {
      const person = await createSignedInUser(t);
      const res = await upload(t, "/api/account/avatar", await make(), { cookie: person.cookie });
      expect(res.status).toBe(status);
      const body = (await res.json()) as { error: { message: string; requestId: string } };
      expect(body.error.message).toMatch(message);
      expect(body.error.requestId).toBeTruthy();
      expect(await imagesOf(person.userId)).toHaveLength(0);
      expect(await imageOfUser(person.userId)).toBeNull();
    });

    it("a picture that unpacks into too many pixels (a decompression bomb)", async () => {
      const person = await createSignedInUser(t);
      const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#000" } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const res = await upload(t, "/api/account/avatar", bomb, { cookie: person.cookie });
      expect(res.status).toBe(422);
      expect(await imagesOf(person.userId)).toHaveLength(0);
    });
  });

  it("needs a session, and never sets an image URL through update-user", async () => {
    expect((await upload(t, "/api/account/avatar", await picture("png"), {})).status).toBe(401);
    expect((await request(t, "/api/account/avatar", { method: "DELETE" })).status).toBe(401);
    const person = await createSignedInUser(t);
    const sneaky = await request(t, "/api/auth/update-user", {
      json: { image: "https://evil.example/x.svg" },
      cookie: person.cookie,
    });
    expect(sneaky.status).toBe(400);
    expect(await imageOfUser(person.userId)).toBeNull();
  });

  it("answers an unknown picture with 404 JSON", async () => {
    const res = await t.app.request("/api/images/unknownimageid123");
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe("This image does not exist.");
    expect((await t.app.request("/api/images/..%2F..")).status).toBe(422);
  });
});

describe("studio logo", () => {
  let owner: SignedInUser;
  let admin: SignedInUser;
  let plain: SignedInUser;
  let outsider: SignedInUser;
  let studioId: string;
  beforeAll(async () => {
    owner = await createSignedInUser(t);
    admin = await createSignedInUser(t);
    plain = await createSignedInUser(t);
    outsider = await createSignedInUser(t);
    studioId = await createStudioAs(t, owner, "Logo Works");
    await addMemberAs(t, studioId, admin.userId, "admin");
    await addMemberAs(t, studioId, plain.userId, "member");
  });
  const logoOf = async () =>
    (await t.database.db.select({ logo: organization.logo }).from(organization).where(eq(organization.id, studioId)))[0]
      ?.logo;

  it.each([
    ["owner", "cookie", 200],
    ["owner", "bearer", 200],
    ["admin", "cookie", 200],
    ["admin", "bearer", 200],
    ["member", "cookie", 403],
    ["member", "bearer", 403],
    ["outsider", "cookie", 404],
    ["outsider", "bearer", 404],
  ] as const)("%s with %s → %i", async (role, mode, status) => {
    const caller = { owner, admin, member: plain, outsider }[role];
    const credentials = mode === "cookie" ? { cookie: caller.cookie } : { bearer: caller.token };
    const before = await logoOf();
    const put = await upload(t, `/api/organization/${studioId}/logo`, await picture("png"), credentials);
    expect(put.status).toBe(status);
    if (status !== 200) {
      expect(await logoOf()).toBe(before);
      const del = await upload(t, `/api/organization/${studioId}/logo`, new Uint8Array(), credentials, "DELETE");
      expect(del.status).toBe(status);
      return;
    }
    const { logo } = (await put.json()) as { logo: string };
    expect(await logoOf()).toBe(logo);
    const list = (await (await request(t, "/api/organization/my-list", credentials)).json()) as Array<{
      id: string;
      logo: string;
    }>;
    expect(list.find((s) => s.id === studioId)?.logo).toBe(logo);
    expect((await t.app.request(logo)).headers.get("content-type")).toBe("image/webp");
    const removed = await upload(t, `/api/organization/${studioId}/logo`, new Uint8Array(), credentials, "DELETE");
    expect(removed.status).toBe(200);
    expect(await logoOf()).toBeNull();
  });

  it("refuses a fake picture with the avatar's rules and keeps the logo", async () => {
    const res = await upload(t, `/api/organization/${studioId}/logo`, svgNamedPng, { cookie: owner.cookie });
    expect(res.status).toBe(415);
    const stored = await t.database.db.select().from(storedImage).where(eq(storedImage.organizationId, studioId));
    expect(stored).toHaveLength(0);
  });
});
