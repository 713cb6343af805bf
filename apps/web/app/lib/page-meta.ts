import type { MetaDescriptor } from 'react-router';
import { brand } from './brand';

const siteDescription = `${brand.name}: write, illustrate, voice and transcribe content with AI.`;

const builtOrigin = (import.meta.env.VITE_PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

/**
 * The origin absolute links (canonical, Open Graph) use. Prerendering writes the build's; the
 * server swaps in PUBLIC_URL when it sends a page, and in the browser we keep whatever it wrote, so
 * hydration renders the same links rather than a second, conflicting canonical URL.
 */
export function siteOrigin(): string {
  if (typeof document === 'undefined') return builtOrigin;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical ? new URL(canonical).origin : window.location.origin;
}

function socialMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    // The 1200×630 picture link previews show.
    { property: 'og:image', content: `${siteOrigin()}/og-image.png` },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/**
 * The document title, description and link-preview tags of a page, for route `meta` exports.
 * `noindex` keeps pages that only make sense mid-flow (payment results, reset links) out of search.
 */
export function pageMeta(
  title: string,
  description?: string,
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const fullTitle = `${title} | ${brand.name}`;
  const text = description ?? siteDescription;
  return [
    { title: fullTitle },
    { name: 'description', content: text },
    ...socialMeta(fullTitle, text),
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** The home page's (and the fallback) title and description. */
export function siteMeta(): MetaDescriptor[] {
  const title = `${brand.name}: ${brand.tagline}`;
  return [
    { title },
    { name: 'description', content: siteDescription },
    ...socialMeta(title, siteDescription),
  ];
}
