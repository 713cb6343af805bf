import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FormMessage, type FormNotice } from '~/components/forms/form-message';
import { isFailure } from '~/lib/api-client';
import { downloadBlob } from '~/lib/download-file';
import { usePending } from '~/lib/use-pending';
import { exportData } from '../api/export-data';
import classes from './account.module.css';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Download everything we hold about you, or close the account for good. */
export function YourDataCard() {
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [download, pending] = usePending(exportData);

  const onDownload = async () => {
    setNotice(null);
    const result = await download();
    if (isFailure(result)) {
      setNotice({ tone: 'error', text: result.error });
      return;
    }
    downloadBlob(result.name, result.blob);
    setNotice({ tone: 'success', text: 'Your data has been downloaded as a ZIP file.' });
  };

  return (
    <Paper withBorder p="lg" shadow="xs" className={classes.card}>
      <Stack gap="md">
        <div>
          <Title order={3} size="h4">
            Your data
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            Download a ZIP with your profile, credits, invoices, history and every picture and recording.
            Deleting your account cancels your plan and erases your history and files; invoices are kept
            without your name, as the law requires.
          </Text>
        </div>
        <Group gap="sm">
          <Button
            leftSection={<IconDownload size={18} />}
            variant="light"
            loading={pending}
            onClick={() => void onDownload()}
          >
            Download my data
          </Button>
          <Button
            leftSection={<IconTrash size={18} />}
            color="red"
            variant="outline"
            onClick={() => setDeleting(true)}
          >
            Delete account
          </Button>
        </Group>
        <FormMessage notice={notice} />
      </Stack>
      <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} />
    </Paper>
  );
}
