import { apiPaths, billingMessages, type BillingStatus, type Invoice } from '@penwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildInvoice, storeSession } from '~test/factories';
import { calledPaths, mockApi, renderRoute } from '~test/render';
import { downloadFile } from '~/lib/download-file';
import { BillingScreen } from './billing-screen';

vi.mock('~/lib/download-file', () => ({ downloadFile: vi.fn() }));

const noPlan: BillingStatus = {
  plan: null,
  pastDue: false,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  canManageBilling: false,
};

function answerInvoices(
  logs: Invoice[],
  status: BillingStatus = noPlan,
  extra: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    [apiPaths.affiliateLogs]: { body: { success: { logs } } },
    [apiPaths.billing.status]: { body: { success: status } },
    ...extra,
  });
}

/** 25 invoices, numbered 1..25, in a shuffled order. */
const many = Array.from({ length: 25 }, (_, index) =>
  buildInvoice({ invoiceNum: String(((index * 7) % 25) + 1), revenue: String((index + 1) * 100) }),
);

async function renderBilling() {
  storeSession();
  renderRoute(BillingScreen, { path: '/billing' });
  return within(await screen.findByRole('table', { name: 'Invoices' }));
}

/** The invoice numbers of the table's body rows, top to bottom. */
function invoiceNumbers() {
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getByText(/^#\d+$/).textContent);
}

describe('BillingScreen', () => {
  it('lists the invoices newest first, 10 a page, with Previous, Next and page numbers', async () => {
    const fetchMock = answerInvoices(many);
    const table = await renderBilling();
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByText('View and manage your invoices and payment history.')).toBeInTheDocument();
    expect(calledPaths(fetchMock).sort()).toEqual([apiPaths.affiliateLogs, apiPaths.billing.status].sort());
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Select all',
      'Invoice',
      'Type',
      'Date',
      'Status',
      'Price',
    ]);
    expect(invoiceNumbers()).toEqual(['#25', '#24', '#23', '#22', '#21', '#20', '#19', '#18', '#17', '#16']);

    const pages = within(screen.getByRole('navigation', { name: 'Invoice pages' }));
    expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getAllByRole('button', { name: /^Page/ })).toHaveLength(3);

    const user = userEvent.setup();
    await user.click(pages.getByRole('button', { name: 'Next' }));
    expect(invoiceNumbers()).toEqual(['#15', '#14', '#13', '#12', '#11', '#10', '#9', '#8', '#7', '#6']);
    expect(screen.getByText('Showing 11–20 of 25')).toBeInTheDocument();
    await user.click(pages.getByRole('button', { name: 'Page 3' }));
    expect(invoiceNumbers()).toEqual(['#5', '#4', '#3', '#2', '#1']);
    expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows type, date, status badge and price for each invoice', async () => {
    answerInvoices([
      buildInvoice({
        invoiceNum: '3',
        product: 'Starter Plan',
        type: 'True',
        status: 'paid',
        revenue: '1999',
      }),
      buildInvoice({ invoiceNum: '2', type: 'False', status: 'cancelled', revenue: '999' }),
      buildInvoice({ invoiceNum: '1', type: 'False', status: 'refunded', revenue: '2499' }),
    ]);
    const table = await renderBilling();
    const [, paid, cancelled, refunded] = table.getAllByRole('row').map((row) => within(row));
    expect(paid?.getByText('Subscription')).toBeInTheDocument();
    expect(paid?.getByText('Starter Plan')).toBeInTheDocument();
    expect(paid?.getByText('Mar 14, 2025')).toBeInTheDocument();
    expect(paid?.getByText('$19.99')).toBeInTheDocument();
    expect(cancelled?.getByText('Credit')).toBeInTheDocument();
    expect(refunded?.getByText('$24.99')).toBeInTheDocument();

    const badges = ['paid', 'cancelled', 'refunded'].map((status) =>
      table.getByText(status).closest('[data-status]'),
    );
    const colours = badges.map((badge) => badge?.getAttribute('style'));
    expect(new Set(colours).size).toBe(3);
  });

  it('downloads the selected invoices as CSV', async () => {
    answerInvoices(many);
    const table = await renderBilling();
    const button = screen.getByRole('button', { name: 'Download CSV' });
    expect(button).toBeDisabled();

    const user = userEvent.setup();
    await user.click(table.getByRole('checkbox', { name: 'Select invoice 24' }));
    await user.click(table.getByRole('checkbox', { name: 'Select invoice 25' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(button);

    expect(downloadFile).toHaveBeenCalledOnce();
    const [name, csv, type] = vi.mocked(downloadFile).mock.calls[0] ?? [];
    expect(name).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(type).toBe('text/csv;charset=utf-8');
    expect(csv?.split('\r\n').map((line) => line.split(',')[0])).toEqual(['Invoice', '25', '24', '']);
  });

  it('selects and clears the whole page with the header checkbox, keeping other pages', async () => {
    answerInvoices(many);
    const table = await renderBilling();
    const user = userEvent.setup();
    const all = table.getByRole('checkbox', { name: 'Select all invoices on this page' });
    await user.click(table.getByRole('checkbox', { name: 'Select invoice 25' }));
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await user.click(all);
    expect(table.getAllByRole('checkbox', { checked: true })).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice 15' }));
    expect(screen.getByText('11 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all invoices on this page' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it("shows 'No invoices yet' with a way to the pricing page", async () => {
    storeSession();
    answerInvoices([]);
    renderRoute(BillingScreen, { path: '/billing' });
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans and packs' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('opens the error popup and shows no list when the call fails', async () => {
    storeSession();
    mockApi({
      [apiPaths.affiliateLogs]: {
        body: { error: 'Something went wrong on our side. Please try again.', code: 'internal_error' },
        status: 500,
      },
    });
    renderRoute(BillingScreen, { path: '/billing' });
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('Manage billing and a past-due plan', () => {
    const assign = vi.fn();

    it("offers 'Manage billing', which opens the customer portal", async () => {
      vi.spyOn(window, 'location', 'get').mockReturnValue({ assign } as unknown as Location);
      const portal = 'https://billing.stripe.test/p/session/abc';
      const status = { ...noPlan, plan: 'Starter Plan', canManageBilling: true };
      const fetchMock = answerInvoices(many, status, {
        [apiPaths.billing.portal]: { body: { success: { url: portal } } },
      });
      await renderBilling();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: billingMessages.manageBilling }));
      expect(calledPaths(fetchMock)).toContain(apiPaths.billing.portal);
      expect(assign).toHaveBeenCalledWith(portal);
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('says a past-due plan’s credits are paused, with a way to update the card', async () => {
      answerInvoices(many, { ...noPlan, plan: 'Starter Plan', pastDue: true, canManageBilling: true });
      await renderBilling();
      const notice = within(await screen.findByRole('alert'));
      expect(notice.getByText('Your plan is past due')).toBeInTheDocument();
      expect(notice.getByText(billingMessages.pastDue)).toBeInTheDocument();
      expect(notice.getByRole('button', { name: 'Update card' })).toBeEnabled();
    });

    it('shows no button without a portal (the test checkout), and the portal’s refusal in the popup', async () => {
      answerInvoices(many);
      await renderBilling();
      expect(screen.queryByRole('button', { name: billingMessages.manageBilling })).toBeNull();

      const refusal = { error: billingMessages.billingPortalUnavailable, code: 'billing_portal_unavailable' };
      answerInvoices(
        many,
        { ...noPlan, canManageBilling: true },
        {
          [apiPaths.billing.portal]: { body: refusal, status: 409 },
        },
      );
      renderRoute(BillingScreen, { path: '/billing' });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: billingMessages.manageBilling }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(billingMessages.billingPortalUnavailable)).toBeInTheDocument();
    });
  });
});
