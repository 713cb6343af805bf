import type { SiteInfo } from './site.ts';

// No zod here: the public pages show these until GET /api/site answers, without loading any schema.

/** The defaults the server and a prerendered page share until the real values load. */
export const defaultSiteInfo: SiteInfo = {
  brandName: 'Penwise',
  companyName: 'Penwise',
  supportEmail: 'support@penwise.local',
  salesEmail: 'sales@penwise.local',
  companyAddress: '100 Example Street, Springfield, USA',
  companyPhone: '+1 (555) 000-0000',
};

/** A tel: link keeps only digits and +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The details of a GET /api/site answer, as SiteInfoAnswer.parse would read them, without loading
 * zod (the public pages load no schema); undefined when the answer is not one. Every field is text.
 */
export function readSiteInfoAnswer(json: unknown): SiteInfo | undefined {
  if (typeof json !== 'object' || json === null || !('success' in json)) return undefined;
  const { success } = json;
  if (typeof success !== 'object' || success === null) return undefined;
  const details: Record<string, unknown> = { ...success };
  const fields = Object.keys(defaultSiteInfo) as (keyof SiteInfo)[];
  if (!fields.every((field) => typeof details[field] === 'string')) return undefined;
  return Object.fromEntries(fields.map((field) => [field, details[field]])) as SiteInfo;
}
