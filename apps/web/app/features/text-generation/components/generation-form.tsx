import { Button, NativeSelect, Paper, SimpleGrid, Stack, Textarea } from '@mantine/core';
import {
  defaultLanguage,
  defaultTone,
  Language,
  languages,
  textLimits,
  TextGenerationBody,
  Tone,
  tones,
  type WritingTool,
} from '@penwise/contract';
import { IconPlayerStopFilled, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { toolData } from '../utils/page-tool';
import { descriptionPlaceholder } from '../utils/tool-hint';
import classes from './text-generation.module.css';
import { generateKeyHandlers } from '~/components/generation/generate-key-handlers';
import { excessOf, LengthHint, overLimitMessage } from '~/components/generation/length-hint';

interface GenerationFormProps {
  tool: WritingTool;
  /** What a history item brings (fill data), else empty and the defaults. */
  initial: { description: string; tone?: string | undefined; language?: string | undefined };
  busy: boolean;
  /** Stop was pressed and the server is stopping the generation. */
  stopping?: boolean | undefined;
  /** The tool cannot be used now (the page says why): Generate is disabled. */
  locked?: boolean;
  onGenerate: (body: TextGenerationBody) => void;
  onStop: () => void;
}

/** Description, tone and language; Generate (or Ctrl/Cmd+Enter) sends them, Stop ends a stream. */
export function GenerationForm({
  tool,
  initial,
  busy,
  stopping = false,
  locked = false,
  onGenerate,
  onStop,
}: GenerationFormProps) {
  const [description, setDescription] = useState(initial.description);
  // A stored value no longer offered falls back to the default rather than failing the form.
  const [tone, setTone] = useState<Tone>(() => Tone.catch(defaultTone).parse(initial.tone));
  const [language, setLanguage] = useState<Language>(() =>
    Language.catch(defaultLanguage).parse(initial.language),
  );
  const [error, setError] = useState<string | undefined>();
  // Too long is shown as it happens and never cut: the user decides what to drop.
  const excess = excessOf(description.length, textLimits.descriptionMax);

  const generate = () => {
    if (busy || locked || excess > 0) return;
    // The contract's own schema, so the page refuses exactly what the server would.
    const parsed = TextGenerationBody.safeParse({
      tool_data: toolData(tool),
      content: description,
      tone,
      language,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((entry) => entry.path[0] === 'content');
      setError(issue?.message ?? 'Check the description and try again.');
      return;
    }
    setError(undefined);
    onGenerate(parsed.data);
  };

  const { onSubmit, onKeyDown } = generateKeyHandlers(generate);

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} className={classes.form}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Textarea
            label="Description"
            placeholder={descriptionPlaceholder(tool)}
            required
            autosize
            minRows={6}
            maxRows={16}
            value={description}
            onChange={(event) => {
              setDescription(event.currentTarget.value);
              if (error) setError(undefined);
            }}
            onKeyDown={onKeyDown}
            error={excess > 0 ? overLimitMessage('description', excess, textLimits.descriptionMax) : error}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={
              <LengthHint
                hint="Ctrl/⌘ + Enter to generate"
                count={description.length}
                max={textLimits.descriptionMax}
              />
            }
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NativeSelect
              label="Tone"
              data={tones}
              value={tone}
              onChange={(event) => setTone(Tone.catch(defaultTone).parse(event.currentTarget.value))}
            />
            <NativeSelect
              label="Language"
              data={languages}
              value={language}
              onChange={(event) =>
                setLanguage(Language.catch(defaultLanguage).parse(event.currentTarget.value))
              }
            />
          </SimpleGrid>
          {/* Separate keys, so Stop and Generate are separate DOM buttons. Reusing one element would
              let a Stop click end the stream, re-render the same button as type=submit before the
              browser runs the click's default action, and so start a new generation at once. */}
          {busy ? (
            <Button
              key="stop"
              type="button"
              color="red"
              variant="light"
              size="md"
              leftSection={<IconPlayerStopFilled size={18} />}
              loading={stopping}
              onClick={(event) => {
                // Stop takes Generate's place: the second click of a double-click on Generate lands
                // here, and must not end the generation it just started.
                if (event.detail > 1) return;
                onStop();
              }}
            >
              Stop
            </Button>
          ) : (
            <Button
              key="generate"
              type="submit"
              size="md"
              leftSection={<IconSparkles size={18} />}
              disabled={locked || excess > 0}
            >
              Generate
            </Button>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
