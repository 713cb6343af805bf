import { Button, EmptyState } from '@mantine/core';
import { IconFilterOff, IconSearchOff } from '@tabler/icons-react';

interface NoToolsMatchProps {
  query: string;
  category: string | undefined;
  onClear: () => void;
}

function headline(query: string, category: string | undefined): string {
  const inCategory = category ? ` in ${category}` : '';
  return query ? `No tools match “${query}”${inCategory}` : `No tools match your filters${inCategory}`;
}

export function NoToolsMatch({ query, category, onClear }: NoToolsMatchProps) {
  return (
    <EmptyState
      py={56}
      px="md"
      variant="light"
      icon={<IconSearchOff size={28} />}
      title={headline(query, category)}
      description="Try a shorter word, or look in every category."
    >
      <EmptyState.Actions>
        <Button variant="default" leftSection={<IconFilterOff size={18} />} onClick={onClear}>
          Clear filters
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
