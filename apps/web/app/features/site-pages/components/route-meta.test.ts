import type { MetaDescriptor, MetaFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meta as aboutMeta } from '~/routes/about-us';
import { meta as cookiesMeta } from '~/routes/cookies';
import { meta as disclaimerMeta } from '~/routes/disclaimer';
import { meta as gdprMeta } from '~/routes/gdpr';
import { meta as notFoundMeta } from '~/routes/not-found';
import { meta as overviewMeta } from '~/routes/overview';
import { meta as privacyMeta } from '~/routes/privacy-policy';
import { meta as supportMeta } from '~/routes/support';
import { meta as termsMeta } from '~/routes/terms-of-service';

const routes: [string, MetaFunction][] = [
  ['/about-us', aboutMeta],
  ['/cookies', cookiesMeta],
  ['/disclaimer', disclaimerMeta],
  ['/gdpr', gdprMeta],
  ['/overview', overviewMeta],
  ['/privacy-policy', privacyMeta],
  ['/support', supportMeta],
  ['/terms-of-service', termsMeta],
  ['404', notFoundMeta],
];

const run = (meta: MetaFunction) => meta({} as Parameters<MetaFunction>[0]) as MetaDescriptor[];

describe('site page meta', () => {
  it.each(routes)('%s has its own title and a 50–160 character description', (_path, meta) => {
    const descriptors = run(meta);
    const title = descriptors.find((entry) => 'title' in entry);
    const description = descriptors.find((entry) => 'name' in entry && entry.name === 'description');
    expect(title).toBeDefined();
    const content = description && 'content' in description ? String(description.content) : '';
    expect(content.length).toBeGreaterThanOrEqual(50);
    expect(content.length).toBeLessThanOrEqual(160);
  });

  it('gives every page a different title', () => {
    const titles = routes.map(([, meta]) => JSON.stringify(run(meta).find((entry) => 'title' in entry)));
    expect(new Set(titles).size).toBe(routes.length);
  });
});
