import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { findCategory } from '@penwise/contract';
import { IconCopy, IconLayoutGrid, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths, templateEditorPath } from '~/lib/paths';
import type { PageWriter } from '../utils/page-tool';
import classes from './text-generation.module.css';

interface ToolHeaderProps {
  writer: PageWriter;
  fallback: boolean;
}

/**
 * The selected tool's title, description and category, with a way back to the catalogue; a built-in
 * tool can be duplicated as the user's own template, and the user's own template edited.
 */
export function ToolHeader({ writer, fallback }: ToolHeaderProps) {
  const { title, description, category: slug } = writer.kind === 'tool' ? writer.tool : writer.template;
  // A template filed under My templates has no catalogue category: its 'My template' badge says it all.
  const category = findCategory(slug)?.title ?? (writer.kind === 'tool' ? slug : undefined);
  return (
    <header className={classes.header}>
      <div className={classes.headerText}>
        <Group gap={6} mb={8}>
          {category && (
            <Badge variant="light" radius="sm">
              {category}
            </Badge>
          )}
          {writer.kind === 'template' && (
            <Badge variant="light" color="teal" radius="sm">
              My template
            </Badge>
          )}
        </Group>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text c="dimmed" mt={4}>
          {description}
        </Text>
        {fallback && (
          <Text size="sm" mt={6}>
            No tool was picked, so {title} is ready for anything. Choose a specialised tool for ads, emails,
            posts and more.
          </Text>
        )}
      </div>
      <Group gap="sm">
        {writer.kind === 'tool' ? (
          <Button
            component={Link}
            to={`${templateEditorPath('new')}?from=${encodeURIComponent(writer.tool.slug)}`}
            variant="default"
            leftSection={<IconCopy size={18} />}
          >
            Duplicate as my template
          </Button>
        ) : (
          <Button
            component={Link}
            to={templateEditorPath(writer.template.id)}
            variant="default"
            leftSection={<IconPencil size={18} />}
          >
            Edit template
          </Button>
        )}
        <Button
          component={Link}
          to={paths.allAiTools}
          variant="default"
          leftSection={<IconLayoutGrid size={18} />}
        >
          Choose another tool
        </Button>
      </Group>
    </header>
  );
}
