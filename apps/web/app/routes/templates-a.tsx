import type { MetaFunction } from 'react-router';
import { TemplatesAScreen } from '../features/tools/components/templates-a-screen';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta('AI Templates', 'Write anything, or start from a popular writing template.');

export default function TemplatesARoute() {
  return <TemplatesAScreen />;
}
