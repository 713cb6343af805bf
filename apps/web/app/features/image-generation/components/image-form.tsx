import {
  Button,
  Group,
  Loader,
  Paper,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { defaultImageSize, ImageBody, ImageSize, imageLimits, imageSizes } from '@penwise/contract';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCount } from '../../../lib/format-number';
import { sizeCostLabel, sizeLabel } from '../utils/image-files';
import classes from './image-generation.module.css';
import { generateKeyHandlers } from '../../../components/generation/generate-key-handlers';

interface ImageFormProps {
  /** The prompt a history item brings (fill data), else empty. */
  initialPrompt: string;
  busy: boolean;
  /** The error paragraph's text. */
  error: string | undefined;
  onGenerate: (body: ImageBody) => void;
}

/** The prompt, the model and the size; Generate (or Ctrl/Cmd+Enter) sends them. */
export function ImageForm({ initialPrompt, busy, error, onGenerate }: ImageFormProps) {
  const [prompt, setPrompt] = useState(initialPrompt);
  const [size, setSize] = useState<ImageSize>(defaultImageSize);
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

          <Stack gap={6}>
            <Text size="sm" fw={500} id="image-model-label">
              Model
            </Text>
            {/* One model family today; shown so the user knows what draws the picture. */}
            <SegmentedControl
              aria-labelledby="image-model-label"
              data={[{ value: 'dall-e', label: 'DALL-E' }]}
              value="dall-e"
              color="penwise"
              className={classes.model}
            />
          </Stack>

          <Radio.Group
            label="Size"
            description="Larger images cost more credits."
            value={size}
            onChange={(value) => setSize(ImageSize.catch(defaultImageSize).parse(value))}
          >
            {/* One per row on phones: three side by side do not fit 1024x1024 in 390px. */}
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" mt="xs">
              {imageSizes.map((option) => (
                <Radio.Card
                  key={option}
                  value={option}
                  aria-label={sizeLabel(option)}
                  radius="md"
                  className={classes.sizeCard}
                >
                  <Group gap={8} wrap="nowrap" align="flex-start">
                    <Radio.Indicator size="xs" mt={3} />
                    <div>
                      <Text size="sm" fw={600}>
                        {option}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {sizeCostLabel(option)}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>

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
