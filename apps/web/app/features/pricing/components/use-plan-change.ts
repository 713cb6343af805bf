import type { Product } from '@penwise/contract';
import { useCallback, useState } from 'react';

/**
 * One plan at a time: with a plan active, 'Get started' on another plan opens the change dialog
 * instead of a second checkout. Packs, and users without a plan, keep the purchase flow.
 */
export function usePlanChange(
  activePlan: string | null | undefined,
  purchase: (product: Product) => Promise<void>,
) {
  const [target, setTarget] = useState<string | null>(null);
  const select = useCallback(
    async (product: Product) => {
      if (activePlan && product.isSubscription && product.title !== activePlan) setTarget(product.title);
      else await purchase(product);
    },
    [activePlan, purchase],
  );
  const close = useCallback(() => setTarget(null), []);
  return { select, target, close };
}
