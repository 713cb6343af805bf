import { Anchor, Button, Text } from '@mantine/core';
import { IconPlus, IconTemplate, IconTemplateOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CardGridLoading } from '~/components/card-grid-loading';
import { EmptyPanel } from '~/components/empty-panel';
import { LoadFailedPanel } from '~/components/load-failed';
import { paths, templateEditorPath } from '~/lib/paths';

const cardLines = [
  { height: 16, width: '30%' },
  { height: 20, width: '60%' },
  { height: 14 },
  { height: 14, width: '80%' },
];

export function TemplatesLoading() {
  return <CardGridLoading label="Loading your templates" count={3} lines={cardLines} radius="lg" />;
}

export function NoTemplates() {
  return (
    <EmptyPanel
      radius="lg"
      icon={IconTemplate}
      title="No templates yet"
      description="Make a writing tool of your own: the fields to fill in and the prompt they go into."
      actions={
        <Button component={Link} to={templateEditorPath('new')} leftSection={<IconPlus size={16} />}>
          Create your first template
        </Button>
      }
    >
      <Text size="sm" c="dimmed" mt="md">
        Or open a tool from{' '}
        <Anchor component={Link} to={paths.allAiTools} size="sm">
          AI Tools
        </Anchor>{' '}
        and duplicate it to start from its prompt.
      </Text>
    </EmptyPanel>
  );
}

export function TemplatesFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <LoadFailedPanel
      radius="lg"
      icon={IconTemplateOff}
      title="Your templates could not be loaded"
      onRetry={onRetry}
    />
  );
}
