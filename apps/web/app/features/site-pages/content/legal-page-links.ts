import { paths } from '~/lib/paths';

/** The legal pages, for the "other legal pages" links under each of them. */
export const legalPageLinks = [
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms of Service', to: paths.termsOfService },
  { label: 'GDPR', to: paths.gdpr },
  { label: 'Disclaimer', to: paths.disclaimer },
  { label: 'Cookie Notice', to: paths.cookies },
] as const;
