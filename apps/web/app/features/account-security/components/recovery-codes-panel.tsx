import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { FormMessage } from '~/components/forms/form-message';
import { brand } from '~/lib/brand';
import { downloadFile } from '~/lib/download-file';
import { recoveryCodesFile } from '../utils/code-rules';
import classes from './account-security.module.css';
import { CopyTextButton } from '~/components/copy-text-button';

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  /** The server's message (two-factor is on, or the codes were replaced). */
  message: string;
  email: string;
  onDone: () => void;
}

/** Recovery codes, shown once: copy, download as .txt, then confirm they are saved. */
export function RecoveryCodesPanel({ codes, message, email, onDone }: RecoveryCodesPanelProps) {
  const fileName = `${brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-recovery-codes.txt`;
  const download = () => downloadFile(fileName, recoveryCodesFile(brand.name, email, codes), 'text/plain');

  return (
    <Stack gap="md">
      <FormMessage notice={{ tone: 'success', text: message }} />
      <Alert
        color="yellow"
        variant="light"
        radius="md"
        icon={<IconAlertTriangle size={20} />}
        title="Save these recovery codes now"
      >
        Each code logs you in once when you cannot use your authenticator app. They are shown only this once:
        copy or download them and keep them somewhere safe.
      </Alert>
      <ol className={classes.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Group gap="xs">
        <CopyTextButton variant="light" value={codes.join('\n')} label="Copy codes" />
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download}>
          Download .txt
        </Button>
      </Group>
      <Group>
        <Button onClick={onDone}>I have saved my codes</Button>
      </Group>
    </Stack>
  );
}
