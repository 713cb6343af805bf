import type { MetaDescriptor } from 'react-router';
import { brand } from './brand';

const siteDescription = `${brand.name}: write, illustrate, voice and transcribe content with AI.`;

/** The document title and description of a page, for route `meta` exports. */
export function pageMeta(title: string, description?: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${brand.name}` },
    { name: 'description', content: description ?? siteDescription },
  ];
}

/** The home page's (and the fallback) title and description. */
export function siteMeta(): MetaDescriptor[] {
  return [{ title: `${brand.name}: ${brand.tagline}` }, { name: 'description', content: siteDescription }];
}
