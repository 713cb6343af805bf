import type { MetaFunction } from 'react-router';
import { AboutPage } from '../features/site-pages/components/about-page';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta(
    'About us',
    'Who makes this self-hostable, open-source AI content studio, why we keep it small enough to read in an afternoon, and how to reach us.',
  );

export default function AboutUsRoute() {
  return <AboutPage />;
}
