import { Group, Loader, Text, type MantineColor } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { CheckoutSessionId } from '@penwise/contract';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { clearCheckoutItem } from '~/lib/checkout-item';
import { useHydrated } from '~/lib/use-hydrated';
import { usePaymentVerification } from '../api/verify-payment';
import { NoPaymentCard } from './no-payment-card';
import { PaymentResult } from './payment-result';
import { PurchaseSummary } from './purchase-summary';
import { paymentTexts } from './payment-texts';

type Verification = 'processing' | 'verified' | 'failed';

interface VerificationState {
  state: Verification | 'no-session';
  product?: string | undefined;
}

/** Pending, then success or failed, from verify-session with ?session_id. */
function useVerification(): VerificationState {
  const [searchParams] = useSearchParams();
  // The prerendered HTML has no query string: read the session id only once hydrated.
  const hydrated = useHydrated();
  const sessionId = searchParams.get('session_id')?.trim() ?? '';
  // Only a well-formed id can verify: no need to ask the server about anything else.
  const wellFormed = CheckoutSessionId.safeParse(sessionId).success;
  const { data, error } = usePaymentVerification(sessionId, { enabled: hydrated && wellFormed });

  if (!hydrated) return { state: 'processing' };
  // A missing or mangled id (typed by hand, or a bookmark) is no checkout coming back: nothing to check.
  if (!wellFormed) return { state: 'no-session' };
  // The server knows no such checkout: likewise nothing was paid here to confirm.
  if (error?.failure.code === 'checkout_not_found') return { state: 'no-session' };
  if (error) return { state: 'failed' };
  if (!data) return { state: 'processing' };
  if (data.payment_status !== 'paid') return { state: 'failed' };
  return { state: 'verified', product: data.metadata.product };
}

const statusLines: Record<Verification, { text: string; color: MantineColor }> = {
  processing: { text: paymentTexts.processing, color: 'dimmed' },
  verified: { text: paymentTexts.verified, color: 'var(--penwise-text-success)' },
  failed: { text: paymentTexts.verificationFailed, color: 'var(--penwise-text-danger)' },
};

/** /success: where the hosted checkout returns after paying. */
export function SuccessScreen() {
  const { state: verification, product } = useVerification();
  useEffect(() => {
    // The purchase is complete and on record on the server: the browser's copy is done with.
    if (verification === 'verified') clearCheckoutItem();
  }, [verification]);

  if (verification === 'no-session') return <NoPaymentCard />;
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
      {verification === 'verified' && <PurchaseSummary product={product} />}
      {failed && (
        <Text size="sm" c="dimmed">
          {paymentTexts.verificationHint}
        </Text>
      )}
    </PaymentResult>
  );
}
