/** Shapes of the account's own data: the deletion preview and the GDPR export (docs/product.md#screens personal view). */
export interface StudioRef {
  id: string;
  name: string;
}

/** GET /api/account/deletion-preview: what deleting the account would do to each studio. */
export interface AccountDeletionPlan {
  /** Studios where the user is the only owner and others remain: deletion is refused until resolved. */
  blockingStudios: StudioRef[];
  /** Studios where the user is the only member: deleted with the account. */
  studiosDeleted: StudioRef[];
  /** Studios the user simply leaves. */
  studiosLeft: StudioRef[];
}

export interface AccountDeletionPreview extends AccountDeletionPlan {
  /** The personal plan that is cancelled at once, or null on Free. */
  subscription: { planName: string; status: string } | null;
  requiresPassword: boolean;
  requiresTwoFactorCode: boolean;
}
