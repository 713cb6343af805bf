import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { CustomTemplate } from '@penwise/contract';
import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import { ToolGrid } from './tool-grid';

interface MyTemplatesSectionProps {
  /** The user's templates that match the search and category. */
  templates: readonly CustomTemplate[];
  /** They could not be loaded: said in one line, so the catalogue still works. */
  failed: boolean;
  onRetry: () => void;
  showCategory: boolean;
}

/** The user's own templates on /all-ai-tools, above the catalogue's tools. */
export function MyTemplatesSection({ templates, failed, onRetry, showCategory }: MyTemplatesSectionProps) {
  if (failed)
    return (
      <Text size="sm" c="dimmed">
        Your own templates could not be loaded.{' '}
        <Anchor component="button" type="button" size="sm" onClick={onRetry}>
          Try again
        </Anchor>
      </Text>
    );
  if (templates.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-templates-heading">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h4" id="my-templates-heading">
          My templates
        </Title>
        <Anchor component={Link} to={paths.myTemplates} size="sm" fw={600}>
          Manage templates
        </Anchor>
      </Group>
      <ToolGrid tools={[]} templates={templates} showCategory={showCategory} label="My templates" />
    </Stack>
  );
}
