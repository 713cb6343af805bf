import { Button, Group, Loader, NativeSelect, Paper, Stack, Text, Textarea } from '@mantine/core';
import {
  defaultVoice,
  speechCharacters,
  speechCost,
  speechLimits,
  Voice,
  voiceLabel,
  voices,
  type SpeechBody,
} from '@penwise/contract';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { generateKeyHandlers } from '../../../components/generation/generate-key-handlers';
import { formatCount } from '../../../lib/format-number';
import classes from './voiceover.module.css';

const voiceOptions = voices.map((voice) => ({ value: voice, label: voiceLabel(voice) }));

interface VoiceoverFormProps {
  /** The text a history item brings (fill data), else empty. */
  initialText: string;
  /** The voice a history item was spoken in, else the default. */
  initialVoice?: Voice;
  busy: boolean;
  onGenerate: (body: SpeechBody) => void;
}

/** SPEC §5: no check on the text here; it is sent as typed and the server answers for blank text. */
export function VoiceoverForm({ initialText, initialVoice, busy, onGenerate }: VoiceoverFormProps) {
  const [voice, setVoice] = useState<Voice>(initialVoice ?? defaultVoice);
  // SPEC §5: a trailing space is appended to the text box, so typing on after a filled text
  // starts a new word. An empty box stays empty so its placeholder shows.
  const [text, setText] = useState(initialText && !/\s$/.test(initialText) ? `${initialText} ` : initialText);

  const generate = () => {
    if (!busy) onGenerate({ prompt: text, voice });
  };
  const { onSubmit, onKeyDown } = generateKeyHandlers(generate);

  // The server trims the text, then limits and charges what is left.
  const spoken = text.trim();
  const cost = speechCost(spoken);
  const nearLimit = speechCharacters(spoken) > speechLimits.promptMax * 0.9;
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <NativeSelect
            label="Voice"
            data={voiceOptions}
            value={voice}
            onChange={(event) => setVoice(Voice.catch(defaultVoice).parse(event.currentTarget.value))}
            className={classes.voice}
          />
          <Textarea
            label="Text"
            placeholder="Enter your text here..."
            rows={4}
            resize="vertical"
            maxLength={speechLimits.promptMax}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={
              <Group justify="space-between" gap="xs" component="span" mt={4}>
                <span>
                  Costs {cost === 1 ? '1 credit' : `${formatCount(cost)} credits`} (1 credit per character).
                </span>
                <Text span size="xs" c={nearLimit ? 'var(--penwise-text-warning)' : 'dimmed'}>
                  {formatCount(speechCharacters(spoken))} / {formatCount(speechLimits.promptMax)}
                </Text>
              </Group>
            }
          />
          <Button
            type="submit"
            size="md"
            disabled={busy}
            leftSection={busy ? <Loader size={16} color="gray" /> : <IconSparkles size={18} />}
          >
            {busy ? 'Generating...' : 'Generate'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
