import { brandVoiceLimits } from '@penwise/contract';
import { ActionIcon, Button, Fieldset, Group, Stack, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconSparkles, IconTrash } from '@tabler/icons-react';
import type { VoiceFormValues } from '../utils/voice-form-values';
import { LearnOutcome } from './learn-outcome';
import type { LearnVoice } from './use-learn-voice';

interface VoiceSamplesFieldProps {
  form: UseFormReturnType<VoiceFormValues>;
  learn: LearnVoice;
}

/** Up to five pasted samples of the voice, and 'Learn from samples' to draft the rest from them. */
export function VoiceSamplesField({ form, learn }: VoiceSamplesFieldProps) {
  const { samples } = form.getValues();
  const canAdd = samples.length < brandVoiceLimits.samplesMax;
  return (
    <Fieldset legend="Samples of your writing" radius="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Paste up to {brandVoiceLimits.samplesMax} texts that sound the way you want. Learn from samples
          drafts the empty fields from them; tools also use them as examples.
        </Text>
        {samples.map((_, index) => (
          <Group key={form.key(`samples.${String(index)}`)} align="flex-start" gap="xs" wrap="nowrap">
            <Textarea
              style={{ flex: 1 }}
              label={`Sample ${String(index + 1)}`}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={brandVoiceLimits.sampleMax}
              {...form.getInputProps(`samples.${String(index)}`)}
            />
            {samples.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="gray"
                mt={26}
                aria-label={`Remove sample ${String(index + 1)}`}
                onClick={() => form.removeListItem('samples', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        ))}
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            disabled={!canAdd}
            onClick={() => form.insertListItem('samples', '')}
          >
            Add a sample
          </Button>
          <Button
            variant="light"
            leftSection={<IconSparkles size={16} />}
            loading={learn.pending}
            onClick={learn.run}
          >
            Learn from samples
          </Button>
          {learn.pending && (
            <Text size="sm" c="dimmed" role="status">
              Reading your samples…
            </Text>
          )}
        </Group>
        <LearnOutcome learn={learn} />
      </Stack>
    </Fieldset>
  );
}
