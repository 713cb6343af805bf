import type { BrandVoice } from '@penwise/contract';
import { ActionIcon, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface BrandVoiceListProps {
  voices: readonly BrandVoice[];
  onEdit: (voice: BrandVoice) => void;
  onDelete: (voice: BrandVoice) => void;
}

/** The user's voices as cards: name, who it is for and how it sounds, and which one is the default. */
export function BrandVoiceList({ voices, onEdit, onDelete }: BrandVoiceListProps) {
  return (
    <SimpleGrid
      component="ul"
      aria-label="Your brand voices"
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {voices.map((voice) => (
        <Paper component="li" key={voice.id} withBorder shadow="xs" radius="lg" p="lg">
          <Stack gap="xs" h="100%">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                {voice.name}
              </Title>
              {voice.isDefault && (
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  Default
                </Badge>
              )}
            </Group>
            <Preview label="For" text={voice.audience} />
            <Preview label="Sounds" text={voice.style} />
            {!voice.audience && !voice.style && (
              <Text size="sm" c="dimmed">
                No audience or style described yet.
              </Text>
            )}
            <Group justify="flex-end" gap={4} mt="auto">
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={`Edit ${voice.name}`}
                onClick={() => onEdit(voice)}
              >
                <IconPencil size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red.8"
                size="lg"
                aria-label={`Delete ${voice.name}`}
                onClick={() => onDelete(voice)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Preview({ label, text }: { label: string; text: string }) {
  if (!text) return null;
  return (
    <Text size="sm" lineClamp={2}>
      <Text span fw={600} size="sm">
        {label}:
      </Text>{' '}
      {text}
    </Text>
  );
}
