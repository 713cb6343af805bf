import type { BrandVoice } from '@penwise/contract';
import { brandVoiceLimits } from '@penwise/contract';
import { Button, Switch, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { EditorForm, FormFooter } from '~/components/forms/editor-form';
import { useSaveBrandVoice } from '../api/save-brand-voice';
import { validateVoiceForm } from '../utils/voice-form-errors';
import {
  emptyVoiceValues,
  valuesToBody,
  voiceToValues,
  type VoiceFormValues,
} from '../utils/voice-form-values';
import { useLearnVoice } from './use-learn-voice';
import { VoiceRulesFields } from './voice-rules-fields';
import { VoiceSamplesField } from './voice-samples-field';

interface BrandVoiceFormProps {
  /** The voice edited; none creates one. */
  voice?: BrandVoice | undefined;
  onSaved: (voice: BrandVoice) => void;
  onCancel: () => void;
}

/** Creates or edits a brand voice; the contract's rules check it before it is sent. */
export function BrandVoiceForm({ voice, onSaved, onCancel }: BrandVoiceFormProps) {
  const form = useForm<VoiceFormValues>({
    initialValues: voice ? voiceToValues(voice) : emptyVoiceValues,
    validate: validateVoiceForm,
  });
  const save = useSaveBrandVoice();
  const learn = useLearnVoice(form);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form replaces the list: move the focus to it, so keyboard and screen-reader users follow.
  useEffect(() => heading.current?.focus(), []);

  const submit = form.onSubmit((values) => {
    save.mutate({ body: valuesToBody(values), id: voice?.id }, { onSuccess: onSaved });
  });

  return (
    <EditorForm onSubmit={submit}>
      <Title order={2} size="h3" ref={heading} tabIndex={-1}>
        {voice ? `Edit “${voice.name}”` : 'New brand voice'}
      </Title>
      <TextInput
        label="Name"
        placeholder="Friendly expert"
        required
        maxLength={brandVoiceLimits.nameMax}
        {...form.getInputProps('name')}
      />
      <VoiceSamplesField form={form} learn={learn} />
      <VoiceRulesFields form={form} />
      <Switch
        label="Use as default voice"
        description="Every writing tool picks it first; you can still choose another or none."
        {...form.getInputProps('isDefault', { type: 'checkbox' })}
      />
      <FormFooter error={save.error?.message} saving={save.isPending} onCancel={onCancel}>
        <Button type="submit" loading={save.isPending}>
          {voice ? 'Save changes' : 'Create voice'}
        </Button>
      </FormFooter>
    </EditorForm>
  );
}
