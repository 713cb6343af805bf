import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { customTemplateLimits, type CustomTemplate } from '@penwise/contract';
import type { KeyboardEvent } from 'react';
import { LengthHint } from '~/components/generation/length-hint';

interface TemplateFieldInputsProps {
  template: CustomTemplate;
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  onChange: (name: string, value: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** A template's own fields in place of the Description: a line, a box or a list for each. */
export function TemplateFieldInputs({
  template,
  values,
  errors,
  onChange,
  onKeyDown,
}: TemplateFieldInputsProps) {
  return (
    <Stack gap="md">
      {template.fields.map((field) => {
        const common = {
          label: field.label,
          required: field.required,
          error: errors[field.name],
        };
        const value = values[field.name] ?? '';
        if (field.kind === 'choice')
          return (
            <Select
              key={field.name}
              {...common}
              data={field.options ?? []}
              value={value || null}
              placeholder="Pick one"
              clearable={!field.required}
              onChange={(next) => onChange(field.name, next ?? '')}
            />
          );
        if (field.kind === 'long_text')
          return (
            <Textarea
              key={field.name}
              {...common}
              autosize
              minRows={4}
              maxRows={12}
              value={value}
              onChange={(event) => onChange(field.name, event.currentTarget.value)}
              onKeyDown={onKeyDown}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              description={
                <LengthHint
                  hint="Ctrl/⌘ + Enter to generate"
                  count={value.length}
                  max={customTemplateLimits.valueMax}
                />
              }
            />
          );
        return (
          <TextInput
            key={field.name}
            {...common}
            value={value}
            onChange={(event) => onChange(field.name, event.currentTarget.value)}
          />
        );
      })}
    </Stack>
  );
}
