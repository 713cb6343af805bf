import { Menu } from '@mantine/core';
import { EditCommand, editCommandLabels } from '@penwise/contract';
import { IconShieldCheck } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import type { CommandWithOption } from './command-options-modal';
import type { AiCommandRequest } from './use-ai-command';

interface AiCommandsMenuProps {
  /** The button that opens it (the toolbar's, or the one beside a selection). */
  target: ReactElement;
  onRun: (request: AiCommandRequest) => void;
  /** Tone and language are asked first. */
  onAsk: (command: CommandWithOption) => void;
  /** 'Check against voice', when brand voices are available. */
  onCheckVoice?: (() => void) | undefined;
  /** Inside the selection's floating menu, the list stays in it (a portal would close that menu). */
  withinPortal?: boolean;
}

/** The editor's AI commands: each runs on the selection, or the whole document when nothing is selected. */
export function AiCommandsMenu({
  target,
  onRun,
  onAsk,
  onCheckVoice,
  withinPortal = true,
}: AiCommandsMenuProps) {
  return (
    <Menu position="bottom-end" shadow="md" width={240} withinPortal={withinPortal}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>On the selection, or the whole document</Menu.Label>
        {EditCommand.options.map((command) => (
          <Menu.Item
            key={command}
            onClick={() => {
              if (command === 'change_tone' || command === 'translate') onAsk(command);
              else onRun({ command });
            }}
          >
            {editCommandLabels[command]}
            {(command === 'change_tone' || command === 'translate') && '…'}
          </Menu.Item>
        ))}
        {onCheckVoice && (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconShieldCheck size={16} aria-hidden />} onClick={onCheckVoice}>
              Check against voice
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
