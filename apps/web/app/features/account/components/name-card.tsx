import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { UpdateProfileBody, limits } from '@penwise/contract';
import type { z } from 'zod';
import { FormMessage } from '../../../components/forms/form-message';
import { readSession, saveSession } from '../../../lib/session';
import { useSecurityForm } from '../../account-security/components/use-security-form';
import { updateProfile } from '../api/account-api';
import classes from './account.module.css';

const NameForm = UpdateProfileBody.pick({ name: true });
type NameValues = z.input<typeof NameForm>;

/** The display name: saved at once, and the stored session follows so the sidebar shows it. */
export function NameCard({ name }: { name: string }) {
  const form = useForm<NameValues>({
    initialValues: { name },
    validate: schemaResolver(NameForm, { sync: true }),
  });
  const { onSubmit, pending, notice, setNotice } = useSecurityForm({
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
    <Paper withBorder p="lg" shadow="xs" className={classes.card}>
      <form onSubmit={onSubmit} noValidate aria-labelledby="profile-name-title">
        <Stack gap="md">
          <div>
            <Title order={3} size="h4" id="profile-name-title">
              Your name
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              How we greet you in the app and in our e-mails.
            </Text>
          </div>
          <TextInput
            label="Name"
            autoComplete="name"
            maxLength={limits.nameMax}
            required
            {...form.getInputProps('name')}
          />
          <Group>
            <Button type="submit" loading={pending}>
              Save name
            </Button>
          </Group>
          <FormMessage notice={notice} />
        </Stack>
      </form>
    </Paper>
  );
}
