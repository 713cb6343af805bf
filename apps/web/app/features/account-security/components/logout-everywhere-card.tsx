import { Button, Group, Modal, Paper, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDevicesOff } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { usePopup } from '~/components/popup/popup-provider';
import { isFailure, isSessionGone } from '~/lib/api-client';
import { paths } from '~/lib/paths';
import { clearSession } from '~/lib/session';
import { usePending } from '~/lib/use-pending';
import { logoutEverywhere } from '../api/logout-everywhere';

/** Log out of all devices: asks first, ends every session (this one too), then opens /login. */
export function LogoutEverywhereCard() {
  const [opened, dialog] = useDisclosure(false);
  const navigate = useNavigate();
  const popup = usePopup();
  const [run, pending] = usePending(logoutEverywhere);

  const confirm = async () => {
    const result = await run();
    dialog.close();
    if (isFailure(result) && !isSessionGone(result)) {
      popup.showError(result);
      return;
    }
    clearSession({ deliberate: true });
    await navigate(paths.login);
  };

  return (
    <Paper withBorder p="lg" shadow="xs">
      <Group justify="space-between" gap="md">
        <div>
          <Title order={3} size="h4">
            Devices
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            Logged in on a phone or a shared computer you no longer use? End every session, this one included.
          </Text>
        </div>
        <Button variant="default" leftSection={<IconDevicesOff size={18} />} onClick={dialog.open}>
          Log out of all devices
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={dialog.close}
        title={<Text fw={700}>Log out of all devices?</Text>}
        centered
        radius="lg"
      >
        <Text>Every device, this one included, will need your password again to log in.</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={dialog.close} disabled={pending}>
            Stay logged in
          </Button>
          <Button color="red.8" loading={pending} onClick={() => void confirm()}>
            Log out everywhere
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
