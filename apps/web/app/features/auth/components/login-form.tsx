import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { LoginBody } from '@penwise/contract';
import { useNavigate } from 'react-router';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { usePopup } from '../../../components/popup/popup-provider';
import { isFailure } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { usePending } from '../../../lib/use-pending';
import { login } from '../api/login';

/** /login: on success the session is stored and the dashboard opens; errors open the popup (SPEC §4). */
export function LoginForm() {
  const navigate = useNavigate();
  const popup = usePopup();
  const [submit, pending] = usePending(login);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(LoginBody, { sync: true }),
    validateInputOnBlur: true,
  });

  const onSubmit = form.onSubmit(async (values) => {
    const result = await submit(values);
    if (isFailure(result)) {
      popup.showError(result);
      return;
    }
    await navigate(paths.dashboard);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Log in">
      <Stack gap="md" pos="relative">
        <LoadingOverlay visible={pending} label="Logging in…" />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          aria-invalid={form.errors.password ? true : undefined}
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" fullWidth loading={pending} mt="xs">
          Login
        </Button>
      </Stack>
    </form>
  );
}
