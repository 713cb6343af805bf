import { Group, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

interface PageHeaderProps {
  title: string;
  description: string;
  /** The page's main button, at the right (below on a narrow screen). */
  action?: ReactNode;
  /** Given, the title can take the focus, e.g. when a form closes. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/** A page's title and what it is for, with its main action beside them. */
export function PageHeader({ title, description, action, titleRef }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <div>
        <Title order={1} size="h2" ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
          {title}
        </Title>
        <Text c="dimmed" mt={4}>
          {description}
        </Text>
      </div>
      {action}
    </Group>
  );
}
