import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { customTemplateLimits, TemplateField } from '@penwise/contract';
import type { UseFormReturnType } from '@mantine/form';
import { useRef } from 'react';
import { LengthHint } from '~/components/generation/length-hint';
import { unknownPlaceholderError } from '../utils/template-form-errors';
import type { TemplateFormValues } from '../utils/template-form-values';

const validName = TemplateField.shape.name;

/**
 * The template's prompt, with a button per field that puts its {{name}} where the cursor is. A
 * placeholder that names no field is shown as an error as it is typed, not only when saving.
 */
export function PromptField({ form }: { form: UseFormReturnType<TemplateFormValues> }) {
  const input = useRef<HTMLTextAreaElement>(null);
  const values = form.getValues();
  const names = [...new Set(values.fields.map((field) => field.name))].filter(
    (name) => validName.safeParse(name).success,
  );

  const insert = (name: string) => {
    const prompt = form.getValues().prompt;
    const box = input.current;
    const start = box?.selectionStart ?? prompt.length;
    const end = box?.selectionEnd ?? start;
    const token = `{{${name}}}`;
    form.setFieldValue('prompt', `${prompt.slice(0, start)}${token}${prompt.slice(end)}`);
    const caret = start + token.length;
    // After React has written the new value, or the caret would jump to its end.
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(caret, caret);
    });
  };

  return (
    <Stack gap={6}>
      <Textarea
        ref={input}
        label="Prompt"
        required
        autosize
        minRows={8}
        maxRows={24}
        placeholder="e.g. Write a friendly newsletter intro about {{topic}} for {{audience}}."
        description="The instructions the AI follows. Each {{name}} is replaced by what was typed in that field; tone, language and brand voice come from the tool's page."
        inputWrapperOrder={['label', 'description', 'input', 'error']}
        {...form.getInputProps('prompt')}
        error={unknownPlaceholderError(values) ?? form.errors.prompt}
      />
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Group
          gap={6}
          role="group"
          aria-label="Insert a field into the prompt"
          style={{ flex: 1, minWidth: 0 }}
        >
          {names.length > 0 && (
            <Text size="xs" c="dimmed">
              Insert:
            </Text>
          )}
          {names.map((name) => (
            <Button
              key={name}
              size="compact-xs"
              variant="light"
              radius="xl"
              ff="monospace"
              onClick={() => insert(name)}
              aria-label={`Insert {{${name}}}`}
            >
              {`{{${name}}}`}
            </Button>
          ))}
        </Group>
        <div style={{ flex: 'none', whiteSpace: 'nowrap' }}>
          <LengthHint hint={null} count={values.prompt.length} max={customTemplateLimits.promptMax} />
        </div>
      </Group>
    </Stack>
  );
}
