import type { MetaFunction } from 'react-router';
import { DocumentsScreen } from '../features/documents/components/documents-screen';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta('Documents', 'Your documents, newest edit first: edit, polish with AI and export them.');

export default function DocumentsRoute() {
  return <DocumentsScreen />;
}
