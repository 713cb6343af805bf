import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import {
  defaultTone,
  editCommandLabels,
  Language,
  languages,
  Tone,
  tones,
  type EditCommand,
} from '@penwise/contract';
import { useState } from 'react';
import type { AiCommandRequest } from './use-ai-command';

/** The commands that need a choice first. */
export type CommandWithOption = Extract<EditCommand, 'change_tone' | 'translate'>;

interface CommandOptionsModalProps {
  command: CommandWithOption | undefined;
  onClose: () => void;
  onRun: (request: AiCommandRequest) => void;
}

/** Asks for the tone to change to, or the language to translate into, before the command runs. */
export function CommandOptionsModal({ command, onClose, onRun }: CommandOptionsModalProps) {
  const [tone, setTone] = useState<Tone>(defaultTone);
  const [language, setLanguage] = useState<Language | null>(null);
  const isTone = command === 'change_tone';

  const run = () => {
    if (isTone) onRun({ command: 'change_tone', tone });
    else if (language) onRun({ command: 'translate', language });
    else return;
    onClose();
  };

  return (
    <Modal
      opened={command !== undefined}
      onClose={onClose}
      title={command && editCommandLabels[command]}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        <Stack gap="md">
          {isTone ? (
            <Select
              label="Tone"
              data={tones}
              value={tone}
              allowDeselect={false}
              onChange={(value) => {
                const parsed = Tone.safeParse(value);
                if (parsed.success) setTone(parsed.data);
              }}
              data-autofocus
            />
          ) : (
            <Select
              label="Language"
              placeholder="Pick a language"
              data={languages}
              value={language}
              searchable
              onChange={(value) => setLanguage(Language.safeParse(value).data ?? null)}
              data-autofocus
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!isTone && !language}>
              {isTone ? 'Change tone' : 'Translate'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
