import type { MetaFunction } from 'react-router';
import { MyTemplatesScreen } from '../features/custom-templates/components/my-templates-screen';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta('My Templates', 'Your own writing tools: the fields to fill in and the prompt they go into.');

export default function MyTemplatesRoute() {
  return <MyTemplatesScreen />;
}
