import { Button, type ButtonProps } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { usePopup } from '../popup/popup-provider';
import { isFailure } from '~/lib/api-client';
import { usePending } from '~/lib/use-pending';
import { resumePlan } from './resume-plan';
import { planEndTexts } from '~/lib/plan-end';

interface ResumePlanButtonProps extends Pick<ButtonProps, 'variant' | 'className' | 'size'> {
  onResumed: () => void;
}

/** Takes back a cancellation: one click, nothing is charged now; the answer opens in the popup. */
export function ResumePlanButton({ onResumed, ...buttonProps }: ResumePlanButtonProps) {
  const popup = usePopup();
  const [run, pending] = usePending(resumePlan);

  const resume = async () => {
    const result = await run();
    if (isFailure(result)) {
      popup.showError(result);
      return;
    }
    popup.showMessage(result.success);
    onResumed();
  };

  return (
    <Button
      {...buttonProps}
      leftSection={<IconPlayerPlay size={16} aria-hidden />}
      loading={pending}
      onClick={() => void resume()}
    >
      {planEndTexts.resume}
    </Button>
  );
}
