import { Button, Select, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { customTemplateLimits, CustomTemplateBody, type CustomTemplate } from '@penwise/contract';
import { IconDeviceFloppy, IconSparkles } from '@tabler/icons-react';
import { EditorForm, FormFooter } from '~/components/forms/editor-form';
import { useSaveCustomTemplate } from '../api/save-custom-template';
import { templateCategoryOptions } from '../utils/template-categories';
import { validateTemplateForm } from '../utils/template-form-errors';
import { valuesToCandidate, type TemplateFormValues } from '../utils/template-form-values';
import { FieldsEditor } from './fields-editor';
import { PromptField } from './prompt-field';

interface TemplateFormProps {
  initialValues: TemplateFormValues;
  /** The template edited; none creates one. */
  id?: string | undefined;
  /** `use`: the user pressed 'Save and use'. */
  onSaved: (template: CustomTemplate, use: boolean) => void;
  onCancel: () => void;
}

/** Creates or edits a template; the contract's rules check it before it is sent, each error at its input. */
export function TemplateForm({ initialValues, id, onSaved, onCancel }: TemplateFormProps) {
  const form = useForm<TemplateFormValues>({ initialValues, validate: validateTemplateForm });
  const save = useSaveCustomTemplate();
  const saveThen = (use: boolean) =>
    form.onSubmit((values) => {
      const parsed = CustomTemplateBody.safeParse(valuesToCandidate(values));
      if (!parsed.success) return;
      save.mutate({ body: parsed.data, id }, { onSuccess: (saved) => onSaved(saved, use) });
    });

  return (
    <EditorForm onSubmit={saveThen(false)} aria-label={id ? 'Edit template' : 'New template'}>
      <TextInput
        label="Title"
        placeholder="e.g. Newsletter intro"
        size="sm"
        required
        maxLength={customTemplateLimits.titleMax}
        {...form.getInputProps('title')}
      />
      <Textarea
        label="Description"
        description="One sentence on what it writes: it shows on the tool's card."
        placeholder="e.g. A warm opening paragraph for this week's newsletter."
        required
        autosize
        minRows={2}
        maxLength={customTemplateLimits.descriptionMax}
        {...form.getInputProps('description')}
      />
      <Select
        label="Category"
        description="Where it appears in the catalogue, beside the built-in tools."
        data={templateCategoryOptions}
        allowDeselect={false}
        maxDropdownHeight={320}
        {...form.getInputProps('category')}
      />
      <FieldsEditor form={form} />
      <PromptField form={form} />
      <FormFooter error={save.error?.message} saving={save.isPending} onCancel={onCancel}>
        <Button
          variant="light"
          leftSection={<IconSparkles size={16} />}
          disabled={save.isPending}
          onClick={() => saveThen(true)()}
        >
          Save and use
        </Button>
        <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending}>
          {id ? 'Save changes' : 'Create template'}
        </Button>
      </FormFooter>
    </EditorForm>
  );
}
