import { PLAIN_TEXT } from "./plain-text.ts";

/** The longest user name the sign-up form and the server accept. */
export const USER_NAME_MAX = 100;

export const userNameMessages = {
  required: "Name is required.",
  tooLong: `Name must be at most ${USER_NAME_MAX} characters.`,
  plainText: "Name must be plain text, without control characters.",
} as const;

/**
 * The rules a person's name follows wherever it is set (sign-up, the profile, an admin creating a user):
 * not blank, at most USER_NAME_MAX characters as stored (better-auth keeps padding), plain text.
 */
export function userNameProblem(name: string): string | null {
  if (name.trim().length === 0) return userNameMessages.required;
  if (name.length > USER_NAME_MAX) return userNameMessages.tooLong;
  if (!PLAIN_TEXT.test(name)) return userNameMessages.plainText;
  return null;
}
