import type { MetaFunction } from 'react-router';
import { TemplatesBScreen } from '../features/tools/components/templates-b-screen';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () => pageMeta('Templates', 'The writing tools of the category you chose.');

export default function TemplatesBRoute() {
  return <TemplatesBScreen />;
}
