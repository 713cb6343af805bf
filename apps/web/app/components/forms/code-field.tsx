import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import classes from './code-field.module.css';

interface CodeFieldProps extends TextInputProps {
  /** A recovery code (letters, typed) rather than an app code (digits, autofilled). */
  recovery?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A one-time code field: numeric keyboard and autofill for app codes, plain text for recovery codes. */
export function CodeField({ recovery = false, ...props }: CodeFieldProps) {
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
