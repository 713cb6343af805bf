import { brandVoiceLimits, VoiceFormality, VoicePerson } from '@penwise/contract';
import { Fieldset, NumberInput, Select, SimpleGrid, Stack, TagsInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { VoiceFormValues } from '../utils/voice-form-values';

const formalityOptions = [
  { value: VoiceFormality.enum.formal, label: 'Formal' },
  { value: VoiceFormality.enum.neutral, label: 'Neutral' },
  { value: VoiceFormality.enum.casual, label: 'Casual' },
];

const personOptions = [
  { value: VoicePerson.enum['first-singular'], label: 'First person singular (I, my)' },
  { value: VoicePerson.enum['first-plural'], label: 'First person plural (we, our)' },
  { value: VoicePerson.enum.second, label: 'Second person (you, your)' },
  { value: VoicePerson.enum.third, label: 'Third person (they, it)' },
];

/** What the voice says about writing: audience, sound, register, rules and words. */
export function VoiceRulesFields({ form }: { form: UseFormReturnType<VoiceFormValues> }) {
  const limits = brandVoiceLimits;
  return (
    <Fieldset legend="How the voice writes" radius="md">
      <Stack gap="md">
        <Textarea
          label="Who we write for"
          placeholder="Small-business owners who are short on time"
          autosize
          minRows={2}
          maxLength={limits.describeMax}
          {...form.getInputProps('audience')}
        />
        <Textarea
          label="How we sound"
          placeholder="Warm, direct and practical, with a light touch of humour"
          autosize
          minRows={2}
          maxLength={limits.describeMax}
          {...form.getInputProps('style')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            label="Formality"
            placeholder="Not set"
            data={formalityOptions}
            clearable
            {...form.getInputProps('formality')}
          />
          <Select
            label="Person"
            placeholder="Not set"
            data={personOptions}
            clearable
            {...form.getInputProps('person')}
          />
          <NumberInput
            label="Longest sentence, in words"
            placeholder="No limit"
            min={5}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('maxSentenceWords')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Textarea
            label="Do"
            description="One rule per line"
            placeholder="Lead with the benefit"
            autosize
            minRows={3}
            {...form.getInputProps('dos')}
          />
          <Textarea
            label="Don't"
            description="One rule per line"
            placeholder="Promise results we cannot show"
            autosize
            minRows={3}
            {...form.getInputProps('donts')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TagsInput
            label="Words to use"
            description="Press Enter after each word"
            maxTags={limits.wordsMax}
            clearable
            {...form.getInputProps('useWords')}
          />
          <TagsInput
            label="Words to avoid"
            description="Press Enter after each word"
            maxTags={limits.wordsMax}
            clearable
            {...form.getInputProps('avoidWords')}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
