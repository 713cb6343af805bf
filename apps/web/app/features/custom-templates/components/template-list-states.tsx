import { Anchor, Button, EmptyState, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus, IconTemplate, IconTemplateOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadFailed } from '~/components/load-failed';
import { paths, templateEditorPath } from '~/lib/paths';

export function TemplatesLoading() {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      role="status"
      aria-label="Loading your templates"
    >
      {Array.from({ length: 3 }, (_, index) => (
        <Paper key={index} withBorder p="lg" shadow="xs" radius="lg">
          <Stack gap="sm">
            <Skeleton height={16} width="30%" />
            <Skeleton height={20} width="60%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export function NoTemplates() {
  return (
    <Paper withBorder shadow="xs" radius="lg">
      <EmptyState
        py={56}
        px="md"
        variant="light"
        icon={<IconTemplate size={28} />}
        title="No templates yet"
        description="Make a writing tool of your own: the fields to fill in and the prompt they go into."
      >
        <EmptyState.Actions>
          <Button component={Link} to={templateEditorPath('new')} leftSection={<IconPlus size={16} />}>
            Create your first template
          </Button>
        </EmptyState.Actions>
        <Text size="sm" c="dimmed" mt="md">
          Or open a tool from{' '}
          <Anchor component={Link} to={paths.allAiTools} size="sm">
            AI Tools
          </Anchor>{' '}
          and duplicate it to start from its prompt.
        </Text>
      </EmptyState>
    </Paper>
  );
}

export function TemplatesFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Paper withBorder shadow="xs" radius="lg">
      <LoadFailed icon={IconTemplateOff} title="Your templates could not be loaded" onRetry={onRetry} />
    </Paper>
  );
}
