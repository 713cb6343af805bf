/** Every URL of the web app once (SPEC §2); links, redirects and the route table read it. */
export const paths = {
  home: '/',
  contact: '/contact',
  billing: '/billing',
  allAiTools: '/all-ai-tools',
  history: '/history',
  templatesA: '/templates-a',
  templatesB: '/templates-b',
  templatesC: '/templates-c',
  pricing: '/pricing',
  settings: '/settings',
  dashboard: '/dashboard',
  imageGen: '/image-gen',
  transcribe: '/transcribe',
  textToSpeech: '/text-to-speech',
  success: '/success',
  cancel: '/cancel',
  disclaimer: '/disclaimer',
  gdpr: '/gdpr',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  login: '/login',
  register: '/register',
  reset: '/reset',
  // Footer targets SPEC §2 links to without describing them.
  overview: '/overview',
  aboutUs: '/about-us',
  support: '/support',
  cookies: '/cookies',
} as const;

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
  /** The link a password-reset e-mail carries (the server builds the same one). */
  resetWithToken: (token: string) => `${paths.reset}?token=${encodeURIComponent(token)}`,
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
];
