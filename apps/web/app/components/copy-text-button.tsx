import { Button, type ButtonProps } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';

type CopyTextButtonProps = { value: string; label?: string; iconSize?: number } & Omit<
  ButtonProps,
  'children' | 'color' | 'leftSection'
>;

/** Copies `value` to the clipboard, then says Copied (in teal, with a check) for two seconds. */
export function CopyTextButton({ value, label = 'Copy', iconSize = 16, ...button }: CopyTextButtonProps) {
  const clipboard = useClipboard({ timeout: 2000 });
  const Icon = clipboard.copied ? IconCheck : IconCopy;
  return (
    <Button
      {...button}
      color={clipboard.copied ? 'teal' : undefined}
      leftSection={<Icon size={iconSize} />}
      onClick={() => clipboard.copy(value)}
    >
      {clipboard.copied ? 'Copied' : label}
    </Button>
  );
}
