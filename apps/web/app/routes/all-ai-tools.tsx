import type { MetaFunction } from 'react-router';
import { AllToolsScreen } from '../features/tools/components/all-tools-screen';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta('AI Tools', 'Every writing tool in one place, searchable by name and category.');

export default function AllAiToolsRoute() {
  return <AllToolsScreen />;
}
