import { useEffect } from 'react';
import { isSessionGone, type ApiFailure } from '~/lib/api-client';
import { usePopup } from './popup-provider';

/**
 * Opens the error popup for each new `failure` (a query's error, say). A gone session is already on
 * its way to /login: a popup over that would only confuse.
 */
export function useFailurePopup(failure: ApiFailure | undefined): void {
  const popup = usePopup();
  useEffect(() => {
    if (failure && !isSessionGone(failure)) popup.showError(failure);
  }, [failure, popup]);
}
