import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { limits } from '@penwise/contract';

export const passwordHint = `Must be at least ${limits.passwordMin} characters.`;

/** A new password, with the length hint under the field. */
export function NewPasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      // Mantine marks TextInput invalid for assistive technology but not PasswordInput's inner input.
      aria-invalid={props.error ? true : undefined}
      label="Password"
      autoComplete="new-password"
      description={passwordHint}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      required
      {...props}
    />
  );
}
