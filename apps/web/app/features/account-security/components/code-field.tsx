import { TextInput, type TextInputProps } from '@mantine/core';
import classes from './account-security.module.css';

/** A one-time code field: numeric keyboard and autofill for app codes, plain text for recovery codes. */
export function CodeField({ recovery = false, ...props }: TextInputProps & { recovery?: boolean }) {
  return (
    <TextInput
      required
      autoComplete={recovery ? 'off' : 'one-time-code'}
      inputMode={recovery ? 'text' : 'numeric'}
      spellCheck={false}
      autoCapitalize="off"
      maxLength={32}
      classNames={{ input: classes.code }}
      {...props}
    />
  );
}
