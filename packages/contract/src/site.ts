import { z } from 'zod';
import { successAnswer } from './answers.ts';

/** What the public pages show about the operator (GET /api/site), from the server's configuration. */
export const SiteInfo = z.object({
  brandName: z.string(),
  /** The legal entity named in the legal pages (COMPANY_NAME, else the brand). */
  companyName: z.string(),
  supportEmail: z.string(),
  salesEmail: z.string(),
  companyAddress: z.string(),
  companyPhone: z.string(),
});
export type SiteInfo = z.infer<typeof SiteInfo>;

export const SiteInfoAnswer = successAnswer(SiteInfo);
export type SiteInfoAnswer = z.infer<typeof SiteInfoAnswer>;

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
