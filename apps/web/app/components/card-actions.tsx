import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

interface CardActionsProps {
  /** The item's name, in the buttons' names ('Edit Friendly expert'). */
  name: string;
  /** Where Edit leads (a path), or what it does. */
  edit: string | (() => void);
  onDelete: () => void;
}

/** A card's Edit and Delete icon buttons, each named after the item. */
export function CardActions({ name, edit, onDelete }: CardActionsProps) {
  const editLabel = `Edit ${name}`;
  return (
    <Group gap={4}>
      {typeof edit === 'string' ? (
        <ActionIcon component={Link} to={edit} variant="subtle" size="lg" aria-label={editLabel}>
          <IconPencil size={18} />
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" size="lg" aria-label={editLabel} onClick={edit}>
          <IconPencil size={18} />
        </ActionIcon>
      )}
      <ActionIcon variant="subtle" color="red.8" size="lg" aria-label={`Delete ${name}`} onClick={onDelete}>
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
