import { loginStorageKey } from '@penwise/contract';

/** Every browser-storage key the app uses, in one place. */
export const storageKeys = {
  /** The login answer `{ success: { email, name, idToken, expiresAt }, idToken }` (the test checkout page reads it too). */
  user: loginStorageKey,
  /** Referral code from a `?ref=` visit, sent with purchases. */
  refCode: 'ref_code',
  /** The purchase info of the checkout in progress, with its sessionId. */
  checkoutItem: 'purchase_info',
  /** Whether the logged-in sidebar is collapsed. */
  sidebarCollapsed: 'sidebar_collapsed',
  /** The category card last clicked on the dashboard (a category slug; default Ads). */
  selectedCategory: 'selected_category',
  /** The tool picked on /templates-b or /all-ai-tools: contract `SelectedTool` (slug, cat, title, description). */
  selectedTool: 'selected_tool',
  /** Fill data `{ input, output }`: set by a history card, applied once by the tool page it opens. */
  fillData: 'ai-tools-fill-data',
  /** Followed by a document id: its change not yet confirmed by the server `{ title?, content?, at, base }`. */
  documentDraftPrefix: 'document-draft:',
  /** '1' in sessionStorage once the visitor closed /pricing's test-mode notice. */
  testModeNoticeClosed: 'test_mode_notice_closed',
} as const;
