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

export { defaultSiteInfo, readSiteInfoAnswer, telHref } from './site-defaults.ts';
