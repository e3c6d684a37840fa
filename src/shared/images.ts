/** Upload rules for avatars and studio logos (decision 019), shared by the forms and the server. */
export const IMAGE_MAX_BYTES = 1024 * 1024;
/** What a file picker offers; the server decides by the file's content, never by its name or type. */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp";

export const imageMessages = {
  empty: "Choose an image to upload.",
  tooLarge: "The image is larger than 1 MB. Choose a smaller one.",
  wrongType: "Upload a PNG, JPEG or WebP image.",
  unreadable: "The image could not be read. It may be damaged or incomplete.",
  tooManyPixels: "The image has too many pixels (at most 40 megapixels).",
} as const;

/** Where an uploaded picture is served. */
export const imagePath = (id: string) => `/api/images/${id}`;
