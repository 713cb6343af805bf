import type { MetaFunction } from 'react-router';
import { HistoryScreen } from '../features/history/components/history-screen';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta('AI History', 'Everything you have generated, newest first, ready to reopen.');

export default function HistoryRoute() {
  return <HistoryScreen />;
}
