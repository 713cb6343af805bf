import { Textarea } from '@mantine/core';
import { textLimits } from '@penwise/contract';
import type { KeyboardEvent } from 'react';
import { excessOf, LengthHint, overLimitMessage } from '~/components/generation/length-hint';

interface DescriptionInputProps {
  value: string;
  placeholder: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** A built-in tool's one input. Too long is shown as it happens and never cut: the user decides what to drop. */
export function DescriptionInput({ value, placeholder, error, onChange, onKeyDown }: DescriptionInputProps) {
  const excess = excessOf(value.length, textLimits.descriptionMax);
  return (
    <Textarea
      label="Description"
      placeholder={placeholder}
      required
      autosize
      minRows={6}
      maxRows={16}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      error={excess > 0 ? overLimitMessage('description', excess, textLimits.descriptionMax) : error}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        <LengthHint hint="Ctrl/⌘ + Enter to generate" count={value.length} max={textLimits.descriptionMax} />
      }
    />
  );
}
