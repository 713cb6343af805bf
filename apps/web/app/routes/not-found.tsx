import type { MetaFunction } from 'react-router';
import { NotFoundPage } from '../features/site-pages/components/not-found-page';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta(
    'Page not found',
    'This page does not exist or has moved. Find your way back to the AI tools, pricing or support.',
  );

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
