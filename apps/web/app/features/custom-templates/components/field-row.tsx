import {
  ActionIcon,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { customTemplateLimits, TemplateFieldKind } from '@penwise/contract';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { nameFromLabel, type TemplateFormValues } from '../utils/template-form-values';

const kinds = [
  { value: 'short_text', label: 'Short text' },
  { value: 'long_text', label: 'Long text' },
  { value: 'choice', label: 'Choice' },
];

interface FieldRowProps {
  form: UseFormReturnType<TemplateFormValues>;
  index: number;
  count: number;
}

/** One field of the template: label, name (derived from the label until edited), kind, options, required. */
export function FieldRow({ form, index, count }: FieldRowProps) {
  const id = useId();
  const path = `fields.${String(index)}`;
  const fields = form.getValues().fields;
  const field = fields[index];
  if (!field) return null;
  const number = String(index + 1);
  const others = fields.filter((_, at) => at !== index).map((other) => other.name);

  const changeLabel = (label: string) => {
    // The name follows the label while it is the one the label gave (or empty): an edited name stays.
    const derived = !field.name || field.name === nameFromLabel(field.label, others);
    form.setFieldValue(`${path}.label`, label);
    if (derived) form.setFieldValue(`${path}.name`, nameFromLabel(label, others));
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="li">
      {/* A group named 'Field 2', so its Label, Kind and Required inputs say which field they belong to. */}
      <Stack
        gap="sm"
        component="fieldset"
        aria-labelledby={id}
        m={0}
        p={0}
        style={{ border: 0, minWidth: 0 }}
      >
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm" id={id}>
            Field {number}
          </Text>
          <Group gap={2}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Move field ${number} up`}
              disabled={index === 0}
              onClick={() => form.reorderListItem('fields', { from: index, to: index - 1 })}
            >
              <IconArrowUp size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Move field ${number} down`}
              disabled={index === count - 1}
              onClick={() => form.reorderListItem('fields', { from: index, to: index + 1 })}
            >
              <IconArrowDown size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red.8"
              aria-label={`Remove field ${number}`}
              disabled={count === 1}
              onClick={() => form.removeListItem('fields', index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Label"
            placeholder="e.g. Product name"
            size="sm"
            required
            {...form.getInputProps(`${path}.label`)}
            onChange={(event) => changeLabel(event.currentTarget.value)}
          />
          <TextInput
            label="Name in the prompt"
            placeholder="e.g. product_name"
            size="sm"
            required
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps(`${path}.name`)}
          />
        </SimpleGrid>
        <Group gap="md" align="flex-end" wrap="wrap">
          <NativeSelect
            label="Kind"
            data={kinds}
            style={{ flex: '1 1 10rem', maxWidth: '16rem' }}
            {...form.getInputProps(`${path}.kind`)}
            onChange={(event) =>
              form.setFieldValue(
                `${path}.kind`,
                TemplateFieldKind.catch('short_text').parse(event.currentTarget.value),
              )
            }
          />
          <Switch label="Required" mb={8} {...form.getInputProps(`${path}.required`, { type: 'checkbox' })} />
        </Group>
        {field.kind === 'choice' && (
          <TagsInput
            label="Options"
            description="Type an option and press Enter. Give at least two."
            placeholder={field.options.length > 0 ? undefined : 'e.g. Formal'}
            required
            maxTags={customTemplateLimits.optionsMax}
            clearable
            {...form.getInputProps(`${path}.options`)}
          />
        )}
      </Stack>
    </Paper>
  );
}
