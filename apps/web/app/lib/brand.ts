/** Brand texts shown across the app; a self-hoster can override them at build time. */
export const brand = {
  name: import.meta.env.VITE_BRAND_NAME ?? 'Penwise',
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@penwise.local',
  tagline: 'Your AI content studio',
  // The site footer reads 2024, the authentication layout 2025.
  footerCopyrightYear: 2024,
  authCopyrightYear: 2025,
} as const;
