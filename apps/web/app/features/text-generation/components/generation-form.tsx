import { NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  defaultLanguage,
  defaultTone,
  Language,
  languages,
  textLimits,
  TextGenerationBody,
  Tone,
  tones,
} from '@penwise/contract';
import { useState, type ComponentType } from 'react';
import { generateKeyHandlers } from '~/components/generation/generate-key-handlers';
import { descriptionPlaceholder } from '~/lib/tool-hint';
import { toolData, type PageWriter } from '../utils/page-tool';
import { checkTemplateFields, filledFields, startingFieldValues } from '../utils/template-fields';
import { DescriptionInput } from './description-input';
import { GenerateButton } from './generate-button';
import { TemplateFieldInputs } from './template-field-inputs';
import classes from './text-generation.module.css';

/** The brand-voice picker the route hands in (the brand-voices feature's): undefined value lets it pick the default. */
export type VoicePickerSlot = ComponentType<{
  value: string | null | undefined;
  onChange: (voiceId: string | null) => void;
}>;

/** What the form starts from: a history item's or a running generation's input, else empty and the defaults. */
export interface FormStart {
  description: string;
  fields?: Readonly<Record<string, string>> | undefined;
  tone?: string | undefined;
  language?: string | undefined;
  /** null: no voice; undefined: none chosen yet (the picker preselects the default voice). */
  voiceId?: string | null | undefined;
}

interface GenerationFormProps {
  writer: PageWriter;
  initial: FormStart;
  busy: boolean;
  /** Stop was pressed and the server is stopping the generation. */
  stopping?: boolean | undefined;
  /** The tool cannot be used now (the page says why): Generate is disabled. */
  locked?: boolean;
  voicePicker?: VoicePickerSlot | undefined;
  onGenerate: (body: TextGenerationBody) => void;
  onStop: () => void;
}

/**
 * Description (or a template's own fields), tone, language and brand voice; Generate (or
 * Ctrl/Cmd+Enter) sends them, Stop ends a stream.
 */
export function GenerationForm(props: GenerationFormProps) {
  const { writer, initial, busy, stopping = false, locked = false, voicePicker: VoicePicker } = props;
  const [description, setDescription] = useState(initial.description);
  const [fields, setFields] = useState(() =>
    writer.kind === 'template' ? startingFieldValues(writer.template, initial.fields) : {},
  );
  // A stored value no longer offered falls back to the default rather than failing the form.
  const [tone, setTone] = useState<Tone>(() => Tone.catch(defaultTone).parse(initial.tone));
  const [language, setLanguage] = useState<Language>(() =>
    Language.catch(defaultLanguage).parse(initial.language),
  );
  const [voice, setVoice] = useState(initial.voiceId);
  // A template's field errors by name; the form's own (the description's, or a refused call's).
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const tooLong = writer.kind === 'tool' && description.length > textLimits.descriptionMax;

  const generate = () => {
    if (busy || locked || tooLong) return;
    const shared = { tone, language, ...(voice ? { brand_voice_id: voice } : {}) };
    const fieldErrors = writer.kind === 'template' ? checkTemplateFields(writer.template, fields) : {};
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    // The contract's own schema, so the page refuses exactly what the server would.
    const parsed = TextGenerationBody.safeParse(
      writer.kind === 'tool'
        ? { tool_data: toolData(writer.tool), content: description, ...shared }
        : { tool_data: writer.template.id, fields: filledFields(fields), ...shared },
    );
    if (!parsed.success) {
      const issue =
        parsed.error.issues.find((entry) => entry.path[0] === 'content') ?? parsed.error.issues[0];
      setFormError(issue?.message ?? 'Check the form and try again.');
      return;
    }
    setFormError(undefined);
    props.onGenerate(parsed.data);
  };

  const { onSubmit, onKeyDown } = generateKeyHandlers(generate);
  const clearError = (name?: string) => {
    setFormError(undefined);
    if (name && errors[name])
      setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([key]) => key !== name)));
  };

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} className={classes.form}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {writer.kind === 'tool' ? (
            <DescriptionInput
              value={description}
              placeholder={descriptionPlaceholder(writer.tool)}
              error={formError}
              onChange={(value) => {
                setDescription(value);
                clearError();
              }}
              onKeyDown={onKeyDown}
            />
          ) : (
            <TemplateFieldInputs
              template={writer.template}
              values={fields}
              errors={errors}
              onChange={(name, value) => {
                setFields((previous) => ({ ...previous, [name]: value }));
                clearError(name);
              }}
              onKeyDown={onKeyDown}
            />
          )}
          {writer.kind === 'template' && formError && (
            <Text size="sm" c="var(--penwise-text-danger)" role="alert">
              {formError}
            </Text>
          )}
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
          {VoicePicker && <VoicePicker value={voice} onChange={setVoice} />}
          <GenerateButton
            busy={busy}
            stopping={stopping}
            disabled={locked || tooLong}
            onStop={props.onStop}
          />
        </Stack>
      </form>
    </Paper>
  );
}
