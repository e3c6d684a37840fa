/** Messages the login page shows for its `success` parameter; unknown values get a generic one. */
const messages: Record<string, string> = {
  "password-reset": "Your password has been reset. Sign in with your new password.",
  "email-verified": "Your e-mail is verified. Sign in to continue.",
  "signed-out-everywhere": "You have been signed out everywhere.",
};

export function successMessage(code: string | undefined): string | undefined {
  if (!code) return undefined;
  return messages[code] ?? "Done! You can sign in now.";
}
