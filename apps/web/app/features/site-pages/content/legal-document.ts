import type { SiteInfo } from '@penwise/contract';

/** A link inside a paragraph: paths starting with '/' go through the router, others (mailto:) do not. */
export interface LegalLink {
  text: string;
  href: string;
}

export type LegalInline = string | LegalLink;

/**
 * Named entries, such as storage keys and what each holds: shown as two columns under `columns`
 * where there is room and stacked on phones. `code` sets the names in monospace.
 */
export interface LegalTerms {
  caption: string;
  columns: readonly [string, string];
  rows: readonly (readonly [string, string])[];
  code?: boolean;
}

/** A plain paragraph, a paragraph with links, a bulleted list or a list of named entries. */
export type LegalBlock =
  string | { rich: readonly LegalInline[] } | { list: readonly string[] } | { terms: LegalTerms };

export interface LegalSection {
  /** The anchor the table of contents links to; stable, so links from e-mails keep working. */
  id: string;
  title: string;
  body: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** One or two plain sentences under the heading: what the page covers. */
  summary: string;
  sections: readonly LegalSection[];
}

/**
 * A legal text written against the operator's details, so a self-hoster's COMPANY_NAME and
 * addresses appear without editing the text.
 */
export type LegalContent = (site: SiteInfo) => LegalDocument;

/** The date every legal page shows; change it whenever any of their texts changes. */
export const legalLastUpdated = { iso: '2026-11-20', label: 'November 20, 2026' } as const;
