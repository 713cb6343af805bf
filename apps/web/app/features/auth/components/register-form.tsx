import { TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { SignupBody } from '@penwise/contract';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isFailure } from '~/lib/api-client';
import { usePending } from '~/lib/use-pending';
import { signup } from '../api/signup';
import { AuthForm, EmailField } from './auth-form';
import type { FormNotice } from '~/components/forms/form-message';
import { NewPasswordField } from './password-field';

const fields = ['name', 'email', 'password'] as const;

/** /register: Name, Email, Password and Register; the answer shows inline. */
export function RegisterForm() {
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [submit, pending] = usePending(signup);
  const form = useForm({
    initialValues: { name: '', email: '', password: '' },
    validate: schemaResolver(SignupBody, { sync: true }),
    validateInputOnBlur: true,
  });

  // The home page's hero hands over the typed e-mail as ?email=. Filled after hydration: the
  // prerendered HTML cannot know the query string, and a first render that differs would not hydrate.
  const [searchParams] = useSearchParams();
  const handedEmail = searchParams.get('email')?.trim() ?? '';
  // Mantine's setFieldValue changes identity on every render, so remember what was applied.
  const appliedEmail = useRef('');
  const { setFieldValue } = form;
  useEffect(() => {
    if (!handedEmail || appliedEmail.current === handedEmail) return;
    appliedEmail.current = handedEmail;
    setFieldValue('email', handedEmail);
  }, [handedEmail, setFieldValue]);

  const onSubmit = form.onSubmit(async (values) => {
    setNotice(null);
    const result = await submit(values);
    if (isFailure(result)) {
      const field = fields.find((name) => name === result.field);
      if (field) form.setFieldError(field, result.error);
      setNotice({ tone: 'error', text: result.error });
      return;
    }
    form.reset();
    setNotice({ tone: 'success', text: result.success });
  });

  return (
    <AuthForm
      label="Create your account"
      onSubmit={onSubmit}
      pending={pending}
      pendingLabel="Creating your account…"
      submitLabel="Register"
      notice={notice}
    >
      <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
      <EmailField {...form.getInputProps('email')} />
      <NewPasswordField {...form.getInputProps('password')} />
    </AuthForm>
  );
}
