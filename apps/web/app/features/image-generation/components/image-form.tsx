import { Button, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { ImageBody, imageLimits, type EngineName, type ImageSize } from '@penwise/contract';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCount } from '../../../lib/format-number';
import { startingSize } from '../utils/image-files';
import classes from './image-generation.module.css';
import { generateKeyHandlers } from '../../../components/generation/generate-key-handlers';
import { ModelField } from './model-field';
import { SizePicker } from './size-picker';

interface ImageFormProps {
  /** The prompt a history item brings (fill data), else empty. */
  initialPrompt: string;
  /** The size a history item brings, chosen while the user may still make it. */
  initialSize?: ImageSize;
  /** The sizes the user may make; undefined while loading (or when they could not be read). */
  allowedSizes: readonly ImageSize[] | undefined;
  /** The image engine, once known: the model field waits for it so DALL-E never flashes in demo mode. */
  engine: EngineName | undefined;
  busy: boolean;
  /** The error paragraph's text. */
  error: string | undefined;
  onGenerate: (body: ImageBody) => void;
}

/** The prompt, the model and the size; Generate (or Ctrl/Cmd+Enter) sends them. */
export function ImageForm(props: ImageFormProps) {
  const { initialPrompt, initialSize, allowedSizes, engine, busy, error, onGenerate } = props;
  const [prompt, setPrompt] = useState(initialPrompt);
  const [chosenSize, setChosenSize] = useState<ImageSize | undefined>(initialSize);
  // The largest allowed size until the user picks one (the allowed sizes arrive after the first render).
  const size = startingSize(allowedSizes, chosenSize);
  const [promptError, setPromptError] = useState<string | undefined>();

  const generate = () => {
    if (busy) return;
    // The contract's own schema, so the page refuses exactly what the server would.
    const parsed = ImageBody.safeParse({ prompt, size });
    if (!parsed.success) {
      setPromptError(parsed.error.issues[0]?.message ?? 'Check the prompt and try again.');
      return;
    }
    setPromptError(undefined);
    onGenerate(parsed.data);
  };

  const { onSubmit, onKeyDown } = generateKeyHandlers(generate);

  const nearLimit = prompt.length > imageLimits.promptMax * 0.9;
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} className={classes.form}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <Textarea
            label="Explain your idea"
            placeholder="Enter prompt here"
            required
            autosize
            minRows={4}
            maxRows={10}
            maxLength={imageLimits.promptMax}
            value={prompt}
            onChange={(event) => {
              setPrompt(event.currentTarget.value);
              if (promptError) setPromptError(undefined);
            }}
            onKeyDown={onKeyDown}
            error={promptError}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={
              <Group justify="space-between" gap="xs" component="span" mt={4}>
                <span>Describe the subject, style, colours and mood.</span>
                <Text span size="xs" c={nearLimit ? 'var(--penwise-text-warning)' : 'dimmed'}>
                  {formatCount(prompt.length)} / {formatCount(imageLimits.promptMax)}
                </Text>
              </Group>
            }
          />

          {engine && <ModelField demo={engine === 'demo'} />}

          <SizePicker value={size} allowed={allowedSizes} onChange={setChosenSize} />

          <Button
            type="submit"
            size="md"
            disabled={busy}
            leftSection={busy ? <Loader size={16} color="gray" /> : <IconSparkles size={18} />}
          >
            {busy ? 'Generating...' : 'Generate'}
          </Button>
          {error && (
            <Text role="alert" c="var(--penwise-text-danger)" size="sm" className={classes.error}>
              {error}
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
