import { homeSections, paths } from '~/lib/paths';

export interface NavItem {
  label: string;
  to: string;
}

/** The public headers (large and mobile) link to these. */
export const headerLinks: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: homeSections.about },
  { label: 'Pricing', to: homeSections.pricing },
  { label: 'Features', to: homeSections.features },
  { label: 'FAQ', to: homeSections.faq },
  { label: 'Contact', to: homeSections.contact },
];

/** The footer links, grouped for reading. */
export const footerColumns: { title: string; links: NavItem[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Overview', to: paths.overview },
      { label: 'Features', to: homeSections.features },
      { label: 'Pricing', to: homeSections.pricing },
      { label: 'Log in', to: paths.login },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About us', to: paths.aboutUs },
      { label: 'Support', to: paths.support },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacyPolicy },
      { label: 'GDPR', to: paths.gdpr },
      { label: 'Terms of Service', to: paths.termsOfService },
      { label: 'Disclaimer', to: paths.disclaimer },
      { label: 'Cookies', to: paths.cookies },
    ],
  },
];
