import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { billingMessages } from '@penwise/contract';
import { usePopup } from '~/components/popup/popup-provider';
import { isFailure } from '~/lib/api-client';
import { openBillingPortal } from '../api/open-billing-portal';

/** Opens the provider's customer portal in this tab (it sends the user back to /billing). */
function usePortal() {
  const popup = usePopup();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    const result = await openBillingPortal();
    if (isFailure(result)) {
      setOpening(false);
      popup.showError(result);
      return;
    }
    window.location.assign(result.success.url);
  };
  return { opening, open: () => void open() };
}

/** 'Manage billing': card, invoices and cancellation at the payment provider. */
export function ManageBillingButton() {
  const portal = usePortal();
  return (
    <Button
      variant="default"
      leftSection={<IconCreditCard size={18} />}
      loading={portal.opening}
      onClick={portal.open}
    >
      {billingMessages.manageBilling}
    </Button>
  );
}

/** The plan's last payment failed: its credits are paused until the card is fixed in the portal. */
export function PastDueNotice({ canManageBilling }: { canManageBilling: boolean }) {
  const portal = usePortal();
  return (
    <Alert
      color="orange"
      variant="light"
      title="Your plan is past due"
      icon={<IconAlertTriangle size={20} />}
      role="alert"
    >
      {billingMessages.pastDue}
      {canManageBilling && (
        <div>
          <Button mt="sm" size="xs" variant="default" loading={portal.opening} onClick={portal.open}>
            Update card
          </Button>
        </div>
      )}
    </Alert>
  );
}
