import { TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { UpdateProfileBody, limits } from '@penwise/contract';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { FormCard } from '~/components/forms/form-card';
import { readSession, saveSession } from '~/lib/session';
import { useFormSubmit } from '~/components/forms/use-form-submit';
import { updateProfile } from '../api/account-api';

const NameForm = UpdateProfileBody.pick({ name: true });
type NameValues = z.input<typeof NameForm>;

/** The display name: saved at once, and the stored session follows so the sidebar shows it. */
export function NameCard({ name }: { name: string }) {
  const form = useForm<NameValues>({
    initialValues: { name },
    validate: schemaResolver(NameForm, { sync: true }),
  });
  // The stored name can be refreshed from the server after the form was built: an untouched field follows it.
  const shown = useRef(name);
  useEffect(() => {
    if (shown.current === name) return;
    shown.current = name;
    if (form.isDirty()) return;
    form.setValues({ name });
    form.resetDirty({ name });
  });
  const { onSubmit, pending, notice, setNotice } = useFormSubmit({
    form,
    send: updateProfile,
    onDone: (answer) => {
      const session = readSession();
      if (session) saveSession({ ...session, success: { ...session.success, name: answer.name } });
      form.setValues({ name: answer.name });
      form.resetDirty({ name: answer.name });
      setNotice({ tone: 'success', text: answer.message });
    },
  });

  return (
    <FormCard
      titleId="profile-name-title"
      title="Your name"
      description="How we greet you in the app and in our e-mails."
      onSubmit={onSubmit}
      pending={pending}
      submitLabel="Save name"
      notice={notice}
    >
      <TextInput
        label="Name"
        autoComplete="name"
        maxLength={limits.nameMax}
        required
        {...form.getInputProps('name')}
      />
    </FormCard>
  );
}
