import { apiPaths, billingMessages, type PaymentsMode } from '@penwise/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeSession } from '~test/factories';
import { mockApi, renderRoute } from '~test/render';
import { PricingScreen } from './pricing-screen';

const payments = (mode: PaymentsMode) => ({ [apiPaths.plans.payments]: { body: { success: { mode } } } });
const purchaseButtons = () => screen.getAllByRole('button', { name: /^Get started with / });

describe('/pricing and the server’s payments', () => {
  it('says payments are not available and disables every purchase button when the server sells nothing', async () => {
    storeSession();
    mockApi({ ...payments('off'), [apiPaths.plans.hasPlan]: { body: { success: 'False' } } });
    renderRoute(PricingScreen, { path: '/pricing' });
    expect(await screen.findByRole('alert')).toHaveTextContent(billingMessages.paymentsOff);
    expect(billingMessages.paymentsOff).toBe('Payments are not available right now.');
    // Both layouts (table and cards) render the buttons: all of them are off.
    expect(purchaseButtons().length).toBeGreaterThanOrEqual(3);
    for (const button of purchaseButtons()) expect(button).toBeDisabled();
  });

  it('says purchases are free in test mode, and keeps the buttons usable', async () => {
    mockApi(payments('test'));
    renderRoute(PricingScreen, { path: '/pricing' });
    expect(await screen.findByRole('alert')).toHaveTextContent(billingMessages.testMode);
    for (const button of purchaseButtons()) expect(button).toBeEnabled();
  });

  it('shows no notice under Stripe, nor while the server has not answered', async () => {
    const fetchMock = mockApi(payments('stripe'));
    renderRoute(PricingScreen, { path: '/pricing' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    for (const button of purchaseButtons()) expect(button).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
