import { Button, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { ImageBody, imageLimits, type EngineName, type ImageSize } from '@penwise/contract';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { startingSize } from '../utils/image-files';
import classes from './image-generation.module.css';
import { generateKeyHandlers } from '~/components/generation/generate-key-handlers';
import { excessOf, LengthHint, overLimitMessage } from '~/components/generation/length-hint';
import { ModelField } from './model-field';
import { SizePicker } from './size-picker';

interface ImageFormProps {
  /** The prompt a history item brings (fill data), else empty. */
  initialPrompt: string;
  /** The size a history item brings, chosen while the user may still make it. */
  initialSize?: ImageSize;
  /** The sizes the user may make; undefined while loading (or when they could not be read). */
  allowedSizes: readonly ImageSize[] | undefined;
  /** The user's credits, once known: the picker starts on a size they pay for. */
  balance: number | undefined;
  /** The image engine, once known: the model field waits for it so DALL-E never flashes in demo mode. */
  engine: EngineName | undefined;
  busy: boolean;
  /** The error paragraph's text. */
  error: string | undefined;
  onGenerate: (body: ImageBody) => void;
}

/** The prompt, the model and the size; Generate (or Ctrl/Cmd+Enter) sends them. */
export function ImageForm(props: ImageFormProps) {
  const { initialPrompt, initialSize, allowedSizes, balance, engine, busy, error, onGenerate } = props;
  const [prompt, setPrompt] = useState(initialPrompt);
  const [chosenSize, setChosenSize] = useState<ImageSize | undefined>(initialSize);
  // The largest allowed size the balance pays for until the user picks one (the allowed sizes and
  // the balance arrive after the first render).
  const size = startingSize(allowedSizes, chosenSize, balance);
  const [promptError, setPromptError] = useState<string | undefined>();

  const excess = excessOf(prompt.length, imageLimits.promptMax);

  const generate = () => {
    if (busy || excess > 0) return;
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
            value={prompt}
            onChange={(event) => {
              setPrompt(event.currentTarget.value);
              if (promptError) setPromptError(undefined);
            }}
            onKeyDown={onKeyDown}
            error={excess > 0 ? overLimitMessage('prompt', excess, imageLimits.promptMax) : promptError}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={
              <LengthHint
                hint="Describe the subject, style, colours and mood."
                count={prompt.length}
                max={imageLimits.promptMax}
              />
            }
          />

          {engine && <ModelField demo={engine === 'demo'} />}

          <SizePicker value={size} allowed={allowedSizes} onChange={setChosenSize} />

          <Button
            type="submit"
            size="md"
            disabled={busy || excess > 0}
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
