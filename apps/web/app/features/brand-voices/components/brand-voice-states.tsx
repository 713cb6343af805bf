import { Button } from '@mantine/core';
import { IconMicrophone2, IconMicrophone2Off, IconPlus } from '@tabler/icons-react';
import { CardGridLoading } from '~/components/card-grid-loading';
import { EmptyPanel } from '~/components/empty-panel';
import { LoadFailedPanel } from '~/components/load-failed';

const cardLines = [{ height: 20, width: '50%' }, { height: 14 }, { height: 14, width: '80%' }];

export function BrandVoicesLoading() {
  return <CardGridLoading label="Loading your brand voices" count={3} lines={cardLines} radius="lg" />;
}

export function NoBrandVoices({ onCreate }: { onCreate: () => void }) {
  return (
    <EmptyPanel
      radius="lg"
      icon={IconMicrophone2}
      title="No brand voices yet"
      description="Describe how you sound once, or paste a few texts you wrote, and every tool can write that way."
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
          Create your first voice
        </Button>
      }
    />
  );
}

export function BrandVoicesFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <LoadFailedPanel
      radius="lg"
      icon={IconMicrophone2Off}
      title="Your brand voices could not be loaded"
      onRetry={onRetry}
    />
  );
}
