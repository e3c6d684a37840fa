/** Upload rules for avatars and studio logos (decision 019), shared by the forms and the server. */
export const IMAGE_MAX_BYTES = 1024 * 1024;
const ACCEPTED_TYPES = ["image/png", "image/jpeg", "image/webp"];
/** What a file picker offers; the server decides by the file's content, never by its name or type. */
export const IMAGE_ACCEPT = ACCEPTED_TYPES.join(",");

export const imageMessages = {
  empty: "Choose an image to upload.",
  tooLarge: "The image is larger than 1 MB. Choose a smaller one.",
  wrongType: "Upload a PNG, JPEG or WebP image.",
  unreadable: "The image could not be read. It may be damaged or incomplete.",
  tooManyPixels: "The image has too many pixels (at most 40 megapixels).",
} as const;

/** Where an uploaded picture is served. */
export const imagePath = (id: string) => `/api/images/${id}`;

/** A first check in the browser, before uploading (the server checks again, by content). */
export function imageFileProblem(file: { size: number; type: string }): string | null {
  if (file.size === 0) return imageMessages.empty;
  if (file.size > IMAGE_MAX_BYTES) return imageMessages.tooLarge;
  if (file.type && !ACCEPTED_TYPES.includes(file.type)) return imageMessages.wrongType;
  return null;
}
