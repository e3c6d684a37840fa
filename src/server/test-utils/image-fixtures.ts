import sharp from "sharp";
import { TEST_BASE_URL, type TestApp } from "./test-app.ts";

/** Real pictures made by sharp, and the files that only pretend to be pictures. */
export function picture(format: "png" | "jpeg" | "webp", size = 64, options: { exifOrientation?: number } = {}) {
  const image = sharp({ create: { width: size, height: Math.round(size / 2), channels: 3, background: "#e4493b" } });
  const withMeta = options.exifOrientation ? image.withMetadata({ orientation: options.exifOrientation }) : image;
  return withMeta[format]().toBuffer();
}

export const htmlNamedPng = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
export const svgNamedPng = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

/** Sends a file as the raw body, the way the account page uploads it. */
export function upload(
  t: TestApp,
  path: string,
  bytes: Uint8Array,
  credentials: { cookie?: string; bearer?: string },
  method = "PUT",
  contentType = "image/png",
): Promise<Response> {
  const headers: Record<string, string> = { origin: TEST_BASE_URL, "content-type": contentType };
  if (credentials.cookie) headers.cookie = credentials.cookie;
  if (credentials.bearer) headers.authorization = `Bearer ${credentials.bearer}`;
  return Promise.resolve(t.app.request(path, { method, headers, body: new Uint8Array(bytes) }));
}
