import { Button, Loader, NativeSelect, Paper, Stack, Textarea } from '@mantine/core';
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
import { generateKeyHandlers } from '~/components/generation/generate-key-handlers';
import { excessOf, LengthHint, overLimitMessage } from '~/components/generation/length-hint';
import { formatCount } from '~/lib/format-number';
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

/**
 * The text is sent as typed and the server answers for blank text; only a text over the
 * limit is held back here, shown whole with how much to cut rather than cut silently.
 */
export function VoiceoverForm({ initialText, initialVoice, busy, onGenerate }: VoiceoverFormProps) {
  const [voice, setVoice] = useState<Voice>(initialVoice ?? defaultVoice);
  // A trailing space is appended to the text box, so typing on after a filled text
  // starts a new word. An empty box stays empty so its placeholder shows.
  const [text, setText] = useState(initialText && !/\s$/.test(initialText) ? `${initialText} ` : initialText);

  // The server trims the text, then limits and charges what is left.
  const spoken = text.trim();
  const cost = speechCost(spoken);
  const excess = excessOf(speechCharacters(spoken), speechLimits.promptMax);

  const generate = () => {
    if (!busy && excess === 0) onGenerate({ prompt: text, voice });
  };
  const { onSubmit, onKeyDown } = generateKeyHandlers(generate);

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
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={excess > 0 && overLimitMessage('text', excess, speechLimits.promptMax)}
            description={
              <LengthHint
                hint={`Costs ${cost === 1 ? '1 credit' : `${formatCount(cost)} credits`} (1 credit per character).`}
                count={speechCharacters(spoken)}
                max={speechLimits.promptMax}
              />
            }
          />
          <Button
            type="submit"
            size="md"
            disabled={busy || excess > 0}
            leftSection={busy ? <Loader size={16} color="gray" /> : <IconSparkles size={18} />}
          >
            {busy ? 'Generating...' : 'Generate'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
