import { Button, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { customTemplateLimits } from '@penwise/contract';
import { IconPlus } from '@tabler/icons-react';
import { emptyField, type TemplateFormValues } from '../utils/template-form-values';
import { FieldRow } from './field-row';

/** The template's fields: what its page asks for, each one a {{name}} the prompt can use. */
export function FieldsEditor({ form }: { form: UseFormReturnType<TemplateFormValues> }) {
  const { fields } = form.getValues();
  const full = fields.length >= customTemplateLimits.fieldsMax;
  const error = form.errors.fields;
  return (
    <Stack gap="sm" component="section" aria-labelledby="fields-title">
      <div>
        <Title order={2} size="h4" id="fields-title">
          Fields
        </Title>
        <Text size="sm" c="dimmed">
          What the tool&apos;s page asks for. Short text is one line, long text a box, a choice a list to pick
          from.
        </Text>
      </div>
      <Stack gap="sm" component="ol" aria-label="Fields" p={0} m={0} style={{ listStyle: 'none' }}>
        {fields.map((field, index) => (
          <FieldRow key={field.key} form={form} index={index} count={fields.length} />
        ))}
      </Stack>
      {error && (
        <Text size="sm" c="var(--penwise-text-danger)" role="alert">
          {error}
        </Text>
      )}
      <div>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={full}
          onClick={() => form.insertListItem('fields', emptyField())}
        >
          Add field
        </Button>
        {full && (
          <Text size="xs" c="dimmed" mt={4}>
            {`A template can have at most ${String(customTemplateLimits.fieldsMax)} fields.`}
          </Text>
        )}
      </div>
    </Stack>
  );
}
