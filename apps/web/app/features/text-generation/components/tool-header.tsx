import { Badge, Button, Text, Title } from '@mantine/core';
import { findCategory, type WritingTool } from '@penwise/contract';
import { IconLayoutGrid } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import classes from './text-generation.module.css';

interface ToolHeaderProps {
  tool: WritingTool;
  fallback: boolean;
}

/** The selected tool's title, description and category, with a way back to the catalogue. */
export function ToolHeader({ tool, fallback }: ToolHeaderProps) {
  const category = findCategory(tool.category);
  return (
    <header className={classes.header}>
      <div className={classes.headerText}>
        <Badge variant="light" radius="sm" mb={8}>
          {category?.title ?? tool.category}
        </Badge>
        <Title order={1} size="h2">
          {tool.title}
        </Title>
        <Text c="dimmed" mt={4}>
          {tool.description}
        </Text>
        {fallback && (
          <Text size="sm" mt={6}>
            No tool was picked, so {tool.title} is ready for anything. Choose a specialised tool for ads,
            emails, posts and more.
          </Text>
        )}
      </div>
      <Button
        component={Link}
        to={paths.allAiTools}
        variant="default"
        leftSection={<IconLayoutGrid size={18} />}
      >
        Choose another tool
      </Button>
    </header>
  );
}
