import type { Product } from '@penwise/contract';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePopup } from '~/components/popup/popup-provider';
import { isFailure } from '~/lib/api-client';
import { leaveAppFor } from '~/lib/leave-app';
import { loginPathFrom } from '~/lib/login-return';
import { paths } from '~/lib/paths';
import { readReferral } from '~/lib/referral';
import { readSession } from '~/lib/session';
import { createCheckoutSession } from '../api/create-checkout-session';
import { purchaseFree } from '../api/purchase-free';

export const purchaseTexts = {
  /** A session without an e-mail cannot buy. */
  notLoggedIn: 'You are not logged in.',
} as const;

/**
 * The purchase flow behind each 'Get started' button: guests go to /login; a paid
 * product is stored as purchase info and the browser leaves for the hosted checkout; a free
 * one is recorded at once. `onPurchased` runs after a free purchase (the plan changed).
 */
export function usePurchase(onPurchased: () => void) {
  const navigate = useNavigate();
  const popup = usePopup();
  const [busy, setBusy] = useState(false);

  // Back from the checkout, the browser may restore this page as it was left: still busy.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const purchase = useCallback(
    async (product: Product) => {
      const session = readSession();
      if (!session) {
        // Back to the plans once logged in.
        await navigate(loginPathFrom(paths.pricing));
        return;
      }
      if (!session.success.email) {
        popup.showError(purchaseTexts.notLoggedIn);
        return;
      }
      setBusy(true);
      // Loaded with the click: both check stored values with the contract's schemas, and /pricing
      // loads no zod until a purchase starts.
      const [{ buildPurchaseInfo, isFree }, checkoutItem] = await Promise.all([
        import('../utils/purchase-info'),
        import('~/lib/checkout-item'),
      ]);
      const info = buildPurchaseInfo(product, session.success.email, readReferral());

      if (isFree(info)) {
        const result = await purchaseFree(info);
        setBusy(false);
        if (isFailure(result)) popup.showError(result);
        else {
          popup.showMessage(result.success);
          onPurchased();
        }
        return;
      }

      checkoutItem.saveCheckoutItem(info);
      const result = await createCheckoutSession(info);
      if (isFailure(result)) {
        // The failure is logged to the console, and the popup tells the user why nothing happened.
        console.error('The checkout could not be created:', result);
        checkoutItem.markCheckoutItemFailed();
        setBusy(false);
        popup.showError(result);
        return;
      }
      checkoutItem.updateCheckoutItem({ sessionId: result.sessionId });
      // Stays busy on purpose: the page is being replaced by the hosted checkout.
      leaveAppFor(result.url);
    },
    [navigate, popup, onPurchased],
  );

  return { purchase, busy };
}
