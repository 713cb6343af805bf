import { Button } from '@mantine/core';
import { IconHistory, IconHistoryOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CardGridLoading } from '~/components/card-grid-loading';
import { EmptyPanel } from '~/components/empty-panel';
import { LoadFailedPanel } from '~/components/load-failed';
import { paths } from '~/lib/paths';

const cardLines = [
  { height: 20, width: '40%' },
  { height: 18, width: '70%' },
  { height: 14 },
  { height: 14, width: '85%' },
];

export function HistoryLoading() {
  return <CardGridLoading label="Loading your history" count={6} lines={cardLines} />;
}

export function NoHistory() {
  return (
    <EmptyPanel
      icon={IconHistory}
      title="Nothing generated yet"
      description="Texts, images, voiceovers and transcriptions you create will be listed here."
      actions={
        <Button component={Link} to={paths.allAiTools}>
          Explore AI tools
        </Button>
      }
    />
  );
}

export function HistoryFailed({ onRetry }: { onRetry: () => void }) {
  return <LoadFailedPanel icon={IconHistoryOff} title="Your history could not be loaded" onRetry={onRetry} />;
}
