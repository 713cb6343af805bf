import type { BrandVoice } from '@penwise/contract';
import { Badge, Group, Text, Title } from '@mantine/core';
import { CardActions } from '~/components/card-actions';
import { CardGrid, GridCard } from '~/components/card-grid';

interface BrandVoiceListProps {
  voices: readonly BrandVoice[];
  onEdit: (voice: BrandVoice) => void;
  onDelete: (voice: BrandVoice) => void;
}

/** The user's voices as cards: name, who it is for and how it sounds, and which one is the default. */
export function BrandVoiceList({ voices, onEdit, onDelete }: BrandVoiceListProps) {
  return (
    <CardGrid label="Your brand voices">
      {voices.map((voice) => (
        <GridCard key={voice.id}>
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
          <Group justify="flex-end" mt="auto">
            <CardActions name={voice.name} edit={() => onEdit(voice)} onDelete={() => onDelete(voice)} />
          </Group>
        </GridCard>
      ))}
    </CardGrid>
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
