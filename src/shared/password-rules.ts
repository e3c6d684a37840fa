/** The new-password rules of docs/product.md#validation, shared by the forms and the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  tooShort: "Password must be at least 8 characters long.",
  needsNumberOrSymbol: "Password must contain at least one number or symbol.",
  mismatch: "Passwords do not match.",
  tooLong: "Password must be at most 128 characters long.",
} as const;

/** The first rule a new password breaks, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  // Anything that is not a letter, in any script: "ö" is a letter, not a symbol.
  if (!/\P{L}/u.test(password)) return passwordMessages.needsNumberOrSymbol;
  return null;
}
