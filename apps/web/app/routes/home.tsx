import type { MetaFunction } from 'react-router';
import { HomePlaceholder } from '../features/home/components/home-placeholder';
import { siteMeta } from '../lib/page-meta';

export const meta: MetaFunction = () => siteMeta();

export default function HomeRoute() {
  return <HomePlaceholder />;
}
