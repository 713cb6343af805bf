import { confirmEmailPage, pageLinks, pagePaths } from '@penwise/contract';

/** Every URL of the web app once; links, redirects and the route table read it. */
export const paths = {
  home: '/',
  contact: '/contact',
  billing: '/billing',
  allAiTools: '/all-ai-tools',
  history: '/history',
  templatesA: '/templates-a',
  templatesB: '/templates-b',
  templatesC: '/templates-c',
  pricing: pagePaths.pricing,
  settings: '/settings',
  dashboard: '/dashboard',
  imageGen: '/image-gen',
  transcribe: '/transcribe',
  textToSpeech: '/text-to-speech',
  /** The writing studio: documents, one document in the editor, brand voices, the user's own templates. */
  documents: '/documents',
  document: '/documents/:id',
  brandVoices: '/brand-voices',
  myTemplates: '/my-templates',
  /** `new` creates one; an id edits it. */
  templateEditor: '/my-templates/:id',
  success: pagePaths.success,
  cancel: pagePaths.cancel,
  disclaimer: '/disclaimer',
  gdpr: '/gdpr',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  login: '/login',
  register: '/register',
  reset: pagePaths.reset,
  /** The link a change of e-mail address sends to the new inbox. */
  confirmEmail: confirmEmailPage,
  // Informational pages the footer links to.
  overview: '/overview',
  aboutUs: '/about-us',
  support: '/support',
  cookies: '/cookies',
} as const;

/** Where the prerendered not-found page is written (build/client/404/index.html). */
export const notFoundPage = '/404';

/** Sections of the home page that headers and footers jump to. */
export const homeSections = {
  about: '/#about',
  pricing: '/#pricing',
  features: '/#features',
  faq: '/#faq',
  contact: '/#contact',
  getInTouch: '/#get-in-touch',
} as const;

export const hrefs = {
  /** The link a password-reset e-mail carries (shared with the server through the contract). */
  resetWithToken: pageLinks.resetWithToken,
};

/**
 * Pages rendered to HTML at build time: everything a guest may open. The rest of the app
 * (dashboard, tools, history, billing) hydrates from the SPA fallback.
 */
export const prerenderedPaths: string[] = [
  paths.home,
  paths.contact,
  paths.pricing,
  paths.disclaimer,
  paths.gdpr,
  paths.privacyPolicy,
  paths.termsOfService,
  paths.login,
  paths.register,
  paths.reset,
  paths.success,
  paths.cancel,
  paths.overview,
  paths.aboutUs,
  paths.support,
  paths.cookies,
  // The not-found page as HTML: the server answers unknown paths with it and a 404 status.
  notFoundPage,
];

/** The editor page of one document. */
export const documentPath = (id: string) => paths.document.replace(':id', encodeURIComponent(id));

/** The editor of one of the user's templates (`new` for a new one). */
export const templateEditorPath = (id: string) => paths.templateEditor.replace(':id', encodeURIComponent(id));

/** Every path the app answers (the server gives any other a 404 status): written to routes.json. */
export const appPaths: string[] = Object.values(paths);
