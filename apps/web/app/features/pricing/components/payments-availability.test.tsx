import { apiPaths, billingMessages, type PaymentsMode } from '@penwise/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '~test/factories';
import { mockApi, renderRoute } from '~test/render';
import { PricingScreen } from './pricing-screen';
import { ProductCards } from './product-cards';

// The real cards, counted: the answer must not render the plans again (one long task on a phone).
vi.mock('./product-cards', async (importOriginal) => {
  const original = await importOriginal<{ ProductCards: typeof ProductCards }>();
  return { ProductCards: vi.fn(original.ProductCards) };
});

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

  it('lets a visitor close the test-mode notice, for the rest of the browser session', async () => {
    mockApi(payments('test'));
    const { unmount } = renderRoute(PricingScreen, { path: '/pricing' });
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Close the test mode notice' }));
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    const fetchMock = mockApi(payments('test'));
    renderRoute(PricingScreen, { path: '/pricing' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // It arrives after the first render: above the plans it pushed them down (a layout shift).
  it('shows the notice after the plans, so its arrival moves none of them', async () => {
    mockApi(payments('test'));
    renderRoute(PricingScreen, { path: '/pricing' });
    const notice = await screen.findByRole('alert');
    const plans = screen.getByRole('region', { name: 'Subscription plans' });
    expect(plans.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(plans.contains(notice)).toBe(false);
  });

  it('renders only the notice and the gate when the answer arrives, not the plans', async () => {
    mockApi(payments('test'));
    renderRoute(PricingScreen, { path: '/pricing' });
    const rendersBefore = vi.mocked(ProductCards).mock.calls.length;
    expect(rendersBefore).toBeGreaterThan(0);
    await screen.findByRole('alert');
    expect(vi.mocked(ProductCards).mock.calls.length).toBe(rendersBefore);
  });

  it('shows no notice under Stripe, nor while the server has not answered', async () => {
    const fetchMock = mockApi(payments('stripe'));
    renderRoute(PricingScreen, { path: '/pricing' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    for (const button of purchaseButtons()) expect(button).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
