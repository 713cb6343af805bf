import { Button, Group, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import classes from './popup.module.css';

export interface PopupState {
  kind: 'error' | 'message';
  text: string;
}

interface PopupProps {
  opened: boolean;
  // Kept after closing so the closing transition still shows the same popup.
  popup: PopupState;
  onClose: () => void;
}

/** The popup: red with Login, Add Credits and Close for errors; plain with Close for messages. */
export function Popup({ opened, popup, onClose }: PopupProps) {
  const isError = popup.kind === 'error';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant={isError ? 'white' : 'light'} color={isError ? 'red' : undefined} radius="xl">
            {isError ? <IconAlertTriangle size={18} /> : <IconInfoCircle size={18} />}
          </ThemeIcon>
          <Text fw={700}>{isError ? 'Something went wrong' : 'Notice'}</Text>
        </Group>
      }
      classNames={
        isError
          ? { content: classes.errorContent, header: classes.errorHeader, close: classes.errorClose }
          : {}
      }
    >
      <Text className={classes.message} role={isError ? 'alert' : 'status'}>
        {popup.text}
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        {isError && (
          <>
            <Button component={Link} to={paths.login} onClick={onClose} variant="white" color="red.8">
              Login
            </Button>
            <Button component={Link} to={paths.pricing} onClick={onClose} variant="white" color="red.8">
              Add Credits
            </Button>
          </>
        )}
        <Button
          onClick={onClose}
          variant={isError ? 'outline' : 'filled'}
          className={isError ? classes.errorOutline : undefined}
        >
          Close
        </Button>
      </Group>
    </Modal>
  );
}
