import { Anchor, Group, Loader, Select, Text, type MantineSize } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import { useBrandVoicesQuery } from '../api/fetch-brand-voices';

// Select options need a string value; this one stands for "no voice" (null to the caller).
const noVoice = 'none';

interface BrandVoicePickerProps {
  /** The chosen voice's id, null for none; undefined until the caller has a choice (see below). */
  value: string | null | undefined;
  onChange: (voiceId: string | null) => void;
  label?: string;
  size?: MantineSize;
}

/**
 * Picks one of the user's brand voices, or none. While `value` is undefined the picker chooses for
 * the caller once the voices arrive: the voice marked default, or none (one onChange call).
 */
export function BrandVoicePicker({ value, onChange, label = 'Brand voice', size }: BrandVoicePickerProps) {
  const voices = useBrandVoicesQuery();
  const preselected = useRef(false);

  useEffect(() => {
    if (preselected.current || value !== undefined || !voices.data) return;
    preselected.current = true;
    onChange(voices.data.find((voice) => voice.isDefault)?.id ?? null);
  }, [value, voices.data, onChange]);

  const list = voices.data ?? [];
  const data = [
    { value: noVoice, label: 'No brand voice' },
    ...list.map((voice) => ({
      value: voice.id,
      label: voice.isDefault ? `${voice.name} (default)` : voice.name,
    })),
  ];
  // A voice deleted meanwhile (another tab) reads as none rather than as a blank box.
  const selected = value && list.some((voice) => voice.id === value) ? value : noVoice;
  const empty = voices.isSuccess && list.length === 0;

  return (
    <div>
      <Select
        label={label}
        size={size}
        data={data}
        value={voices.isPending ? null : selected}
        onChange={(next) => onChange(next && next !== noVoice ? next : null)}
        allowDeselect={false}
        disabled={voices.isPending}
        placeholder={voices.isPending ? 'Loading brand voices…' : undefined}
        rightSection={voices.isPending ? <Loader size="xs" aria-label="Loading brand voices" /> : undefined}
        error={voices.isError ? 'Your brand voices could not be loaded.' : undefined}
      />
      <Group justify="space-between" gap="xs" mt={4} wrap="wrap">
        {empty ? (
          <Text size="xs" c="dimmed">
            No brand voices yet
          </Text>
        ) : (
          <span />
        )}
        <Anchor component={Link} to={paths.brandVoices} size="xs">
          Manage brand voices
        </Anchor>
      </Group>
    </div>
  );
}
