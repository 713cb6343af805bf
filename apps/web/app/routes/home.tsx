import type { MetaFunction } from 'react-router';
import { HomePage } from '../features/home/components/home-page';
import { siteMeta } from '../lib/page-meta';

export const meta: MetaFunction = () => siteMeta();

export default function HomeRoute() {
  return <HomePage />;
}
