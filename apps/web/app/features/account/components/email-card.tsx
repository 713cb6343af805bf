import { Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ChangeEmailBody } from '@penwise/contract';
import type { z } from 'zod';
import { FormMessage } from '../../../components/forms/form-message';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { useSecurityForm } from '../../account-security/components/use-security-form';
import { changeEmail } from '../api/account-api';
import classes from './account.module.css';

const EmailForm = ChangeEmailBody.pick({ email: true, password: true });
type EmailValues = z.input<typeof EmailForm>;

/** A new login address: confirmed from its own inbox before it replaces the current one. */
export function EmailCard({ email }: { email: string }) {
  const form = useForm<EmailValues>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(EmailForm, { sync: true }),
  });
  const { onSubmit, pending, notice, setNotice } = useSecurityForm({
    form,
    send: changeEmail,
    onDone: (message) => {
      form.reset();
      setNotice({ tone: 'success', text: message });
    },
  });

  return (
    <Paper withBorder p="lg" shadow="xs" className={classes.card}>
      <form onSubmit={onSubmit} noValidate aria-labelledby="profile-email-title">
        <Stack gap="md" pos="relative">
          <LoadingOverlay visible={pending} label="Sending the confirmation link…" />
          <div>
            <Title order={3} size="h4" id="profile-email-title">
              Email address
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              You log in with <strong>{email}</strong>. A new address works once you open the link we send to
              it.
            </Text>
          </div>
          <TextInput
            label="New email address"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group>
            <Button type="submit" loading={pending}>
              Send confirmation link
            </Button>
          </Group>
          <FormMessage notice={notice} />
        </Stack>
      </form>
    </Paper>
  );
}
