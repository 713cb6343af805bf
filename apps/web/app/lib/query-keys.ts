import type { HistoryType } from '@penwise/contract';

/**
 * Every query key of the app, once. Keys nest: `history.all` is the prefix of every history list, so
 * one invalidation reaches the /history page and the voiceover table alike; `billing.all` likewise
 * reaches the billing state, the invoices and any plan-change preview.
 */
export const queryKeys = {
  credits: ['credits'],
  plan: ['plan'],
  billing: {
    all: ['billing'],
    status: ['billing', 'status'],
    invoices: ['billing', 'invoices'],
    changePreview: (plan: string) => ['billing', 'change-preview', plan] as const,
  },
  payment: (sessionId: string) => ['payment', sessionId] as const,
  paymentsMode: ['payments-mode'],
  engines: ['engines'],
  imageSizes: ['image-sizes'],
  twoFactorStatus: ['two-factor-status'],
  referral: ['referral'],
  documents: {
    all: ['documents'],
    /** Every search of the list. */
    lists: ['documents', 'list'],
    /** The list, searched by title (`q`, '' for every document). */
    list: (q: string) => ['documents', 'list', q] as const,
    one: (id: string) => ['documents', 'one', id] as const,
  },
  /** The user's brand voices (the /brand-voices list and every voice picker). */
  brandVoices: ['brand-voices'],
  /** The user's own writing tools (/my-templates, the catalogue, the text page). */
  customTemplates: ['custom-templates'],
  history: {
    all: ['history'],
    /** One type's items (the voiceover table), or every item (/history). */
    list: (type?: HistoryType) => ['history', 'list', type ?? 'all'] as const,
  },
} as const;
