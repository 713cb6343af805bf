import { storageKeys } from '~/lib/storage-keys';
import type { LegalContent } from './legal-document';

/** Every local-storage key the app writes (lib/storage-keys), in words a visitor can follow. */
export const storedItems = [
  [
    storageKeys.user,
    'Login state: your name, e-mail address and session token, and when the session expires. Removed when you log out or the session ends.',
  ],
  [
    storageKeys.selectedCategory,
    'Tool state: the category you last opened on the dashboard, so its tools show when you return.',
  ],
  [
    storageKeys.selectedTool,
    'Tool state: the writing tool you picked (its name, category and description), so the generator opens on it.',
  ],
  [
    storageKeys.fillData,
    'Tool state: the input and result of a history item you reopened, filled into its tool page once.',
  ],
  [storageKeys.sidebarCollapsed, 'Whether you folded the app’s sidebar.'],
  [storageKeys.refCode, 'The referral code of a link you followed, sent with your purchases.'],
  [
    storageKeys.checkoutItem,
    'The plan or pack of a checkout in progress, so the payment result page can finish it.',
  ],
] as const;

export const cookieNotice: LegalContent = ({ brandName }) => ({
  title: 'Cookie Notice',
  summary: `${brandName} uses no tracking cookies. This notice explains the few items the app keeps in your browser’s local storage and how to clear them.`,
  sections: [
    {
      id: 'short-version',
      title: 'The short version',
      body: [
        {
          list: [
            `${brandName} sets no cookies: no tracking, advertising or analytics cookies, and no third-party trackers.`,
            'The app keeps your login state and tool state (selected category, selected tool and fill data) in local storage on your device.',
            'Nothing in local storage is sent anywhere on its own: the app reads it in your browser and sends only your session token with your own requests.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: [
        'We do not set any cookies, so there is no cookie banner to accept. When you pay, you leave this site for Stripe’s hosted checkout page, which may set cookies it needs to prevent fraud; those are covered by Stripe’s own cookie policy.',
      ],
    },
    {
      id: 'local-storage',
      title: 'What we keep in local storage',
      body: [
        'Local storage is a small store in your browser that only this site can read. The app uses these keys:',
        {
          terms: {
            caption: 'Local-storage keys and what each holds',
            columns: ['Key', 'What it holds'],
            rows: storedItems,
            code: true,
          },
        },
      ],
    },
    {
      id: 'why-local-storage',
      title: 'Why local storage',
      body: [
        'These items are strictly necessary for features you ask for: staying logged in, and carrying your choices from one screen to the next. They stay on your device, are not sent with every request the way cookies are, and cannot follow you to other sites, so they need no consent.',
      ],
    },
    {
      id: 'clearing',
      title: 'How to clear it',
      body: [
        {
          list: [
            'Log Out removes your login state from this browser.',
            'Chrome and Edge: open the site, click the icon left of the address, choose Site settings, then Delete data.',
            'Firefox: Settings, Privacy & Security, Cookies and Site Data, Manage Data, then remove this site.',
            'Safari: Settings, Privacy, Manage Website Data, then remove this site.',
            'A private window forgets everything when you close it.',
          ],
        },
        'Clearing the data logs you out of this browser and resets your tool choices. Your account, credits and history stay safe on the server.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this notice',
      body: [
        'If we ever add cookies, we will update this notice first and ask for your consent wherever the law requires it.',
      ],
    },
  ],
});
