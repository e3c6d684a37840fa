import type { Config } from "../../config.ts";
import { inAuth } from "../../auth/auth-errors.ts";
import {
  accountDeletedEmail,
  confirmAccountDeletionEmail,
  emailChangeVerificationEmail,
} from "../../mail/account-templates.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { verificationEmail } from "../../mail/templates.ts";
import { sendNotice, type ClosureDeps } from "../erasure/closure-deps.ts";
import { deleteStudio } from "../organizations/studio-deletion.ts";
import { eraseAccount } from "./account-deletion.ts";
import { isEmailChangeClaims, readEmailTokenClaims } from "./email-change-token.ts";

export interface AccountAuthDeps extends ClosureDeps {
  config: Pick<Config, "baseUrl">;
}

/** Where the e-mailed deletion link leads: a page that asks once more before deleting (not a GET that deletes). */
export const deleteAccountPageUrl = (baseUrl: string, token: string) =>
  `${baseUrl}/delete-account?token=${encodeURIComponent(token)}`;

/**
 * The better-auth options behind self-service: e-mail change through a link to the new address, account
 * deletion confirmed by an e-mailed link and run through our deletion service, and better-auth's own
 * organization delete running the studio deletion service.
 */
export function accountAuthOptions(deps: AccountAuthDeps) {
  return {
    user: {
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        deleteTokenExpiresIn: 24 * 60 * 60,
        sendDeleteAccountVerification: async ({ user, token }: { user: { email: string }; token: string }) => {
          await sendNotice(
            deps,
            confirmAccountDeletionEmail(user.email, deleteAccountPageUrl(deps.config.baseUrl, token)),
          );
        },
        beforeDelete: async (user: { id: string; email: string }) => {
          await inAuth(() => eraseAccount(deps, { id: user.id, email: user.email }, { initiatedBy: "self" }));
        },
        afterDelete: async (user: { email: string }) => {
          await sendNotice(deps, accountDeletedEmail(user.email));
        },
      },
    },
    organizationHooks: {
      beforeDeleteOrganization: async (data: {
        organization: { id: string };
        user: { id: string; name?: string | null; email: string };
      }) => {
        await inAuth(() =>
          deleteStudio(deps, data.organization.id, {
            userId: data.user.id,
            displayName: data.user.name || data.user.email,
          }),
        );
      },
    },
  };
}

/** The verification e-mail better-auth asks for: a sign-up's, or an e-mail change's to the new address. */
export function verificationMessage(user: { email: string; name: string }, url: string, token: string): MailMessage {
  const claims = readEmailTokenClaims(token);
  if (isEmailChangeClaims(claims)) return emailChangeVerificationEmail(user.email, claims.email, url);
  return verificationEmail(user.email, user.name, url);
}
