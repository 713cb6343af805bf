import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { usePopup } from '~/components/popup/popup-provider';
import { isFailure } from '~/lib/api-client';
import { usePending } from '~/lib/use-pending';
import { cancelPlan } from '../api/cancel-plan';
import classes from './upgrade-banner.module.css';

interface CancelPlanButtonProps {
  /** The active plan; null disables the button (nothing to cancel), undefined while unknown. */
  plan: string | null | undefined;
  onCancelled: () => void;
}

/** 'Cancel Plan': asks first, then cancels and shows the server's answer in the popup. */
export function CancelPlanButton({ plan, onCancelled }: CancelPlanButtonProps) {
  const [opened, dialog] = useDisclosure(false);
  const popup = usePopup();
  const [run, pending] = usePending(cancelPlan);

  const confirm = async () => {
    const result = await run();
    dialog.close();
    if (isFailure(result)) {
      popup.showError(result);
      return;
    }
    popup.showMessage(result.success);
    onCancelled();
  };

  return (
    <>
      <Button
        variant="outline"
        className={classes.ghostButton}
        disabled={plan === null}
        onClick={dialog.open}
      >
        Cancel Plan
      </Button>
      <Modal
        opened={opened}
        onClose={dialog.close}
        title={<Text fw={700}>Cancel your plan?</Text>}
        centered
        radius="lg"
      >
        <Text>
          {plan ? `Your ${plan}` : 'Your plan'} stays active until the end of the current billing period, then
          it is not renewed and its monthly credits end. Credits from packs are kept.
        </Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={dialog.close} disabled={pending}>
            Keep my plan
          </Button>
          <Button color="red" loading={pending} onClick={() => void confirm()}>
            Yes, cancel my plan
          </Button>
        </Group>
      </Modal>
    </>
  );
}
