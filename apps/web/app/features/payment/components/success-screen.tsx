import { Group, Loader, Text, type MantineColor } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { CheckoutSessionId } from '@penwise/contract';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { clearCheckoutItem } from '../../../lib/checkout-item';
import { useApiQuery } from '../../../lib/use-api-query';
import { useHydrated } from '../../../lib/use-hydrated';
import { verifyPayment } from '../api/verify-payment';
import { PaymentResult } from './payment-result';
import { paymentTexts } from './payment-texts';

type Verification = 'processing' | 'verified' | 'failed';

/** SPEC §4: pending, then success or failed, from verify-session with ?session_id. */
function useVerification(): Verification {
  const [searchParams] = useSearchParams();
  // The prerendered HTML has no query string: read the session id only once hydrated.
  const hydrated = useHydrated();
  const sessionId = searchParams.get('session_id')?.trim() ?? '';
  // A missing or mangled id cannot verify: no need to ask the server.
  const wellFormed = CheckoutSessionId.safeParse(sessionId).success;
  const load = useCallback(() => verifyPayment(sessionId), [sessionId]);
  const { data, error, loading } = useApiQuery(load, hydrated && wellFormed);

  if (!hydrated) return 'processing';
  if (!wellFormed || error) return 'failed';
  if (loading || !data) return 'processing';
  return data.payment_status === 'paid' ? 'verified' : 'failed';
}

const statusLines: Record<Verification, { text: string; color: MantineColor }> = {
  processing: { text: paymentTexts.processing, color: 'dimmed' },
  verified: { text: paymentTexts.verified, color: 'var(--penwise-text-success)' },
  failed: { text: paymentTexts.verificationFailed, color: 'var(--penwise-text-danger)' },
};

/** /success: where the hosted checkout returns after paying. */
export function SuccessScreen() {
  const verification = useVerification();
  useEffect(() => {
    // The purchase is complete and on record on the server: the browser's copy is done with.
    if (verification === 'verified') clearCheckoutItem();
  }, [verification]);

  const failed = verification === 'failed';
  return (
    <PaymentResult
      icon={failed ? <IconAlertTriangle size={38} /> : <IconCircleCheck size={40} />}
      color={failed ? 'orange' : verification === 'verified' ? 'teal' : 'penwise'}
      title={paymentTexts.successTitle}
      actionLabel={paymentTexts.goToDashboard}
    >
      <Group gap="xs" justify="center" role="status" aria-live="polite">
        {verification === 'processing' && <Loader size="xs" type="dots" aria-hidden />}
        <Text fw={600} c={statusLines[verification].color}>
          {statusLines[verification].text}
        </Text>
      </Group>
      {failed && (
        <Text size="sm" c="dimmed">
          {paymentTexts.verificationHint}
        </Text>
      )}
    </PaymentResult>
  );
}
