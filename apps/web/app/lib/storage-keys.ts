/** Every browser-storage key the app uses, in one place (SPEC §3). */
export const storageKeys = {
  /** The login answer `{ success: { email, name, idToken, expiresAt }, idToken }`. */
  user: 'user',
  /** Referral code from a `?ref=` visit, sent with purchases. */
  refCode: 'ref_code',
  /** The purchase info of the checkout in progress (SPEC §3 "Purchase info"), with its sessionId. */
  checkoutItem: 'purchase_info',
  /** Whether the logged-in sidebar is collapsed. */
  sidebarCollapsed: 'sidebar_collapsed',
} as const;
