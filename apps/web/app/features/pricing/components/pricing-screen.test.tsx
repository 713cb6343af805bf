import { apiPaths } from '@penwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '~test/factories';
import { calledPaths, mockApi, renderRoute } from '~test/render';
import { PricingScreen } from './pricing-screen';

const hasPlan = (success: string) => ({ [apiPaths.plans.hasPlan]: { body: { success } } });

function cardsOf(name: string) {
  return within(screen.getByRole('list', { name }));
}

describe('PricingScreen', () => {
  it('shows the subscription plans by default, with every feature of SPEC §9', () => {
    mockApi({});
    renderRoute(PricingScreen, { path: '/pricing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Subscribe' })).toBeChecked();

    const cards = cardsOf('Subscription plans');
    const items = cards.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Starter Plan',
      'Premium Plan',
      'Platinum Plan',
    ]);
    const [starter, premium, platinum] = items.map((item) => within(item));
    expect(starter?.getByText('Popular')).toBeInTheDocument();
    expect(starter?.getByText('$19.99')).toBeInTheDocument();
    expect(starter?.getByText('/month')).toBeInTheDocument();
    expect(starter?.getByText('200,000 credits')).toBeInTheDocument();
    expect(starter?.getByText('50,000')).toBeInTheDocument();
    expect(starter?.getByText('256x256')).toBeInTheDocument();
    expect(starter?.getAllByText('Not included')).toHaveLength(2);
    expect(premium?.getAllByText('Included')).toHaveLength(2);
    expect(premium?.queryByText('Popular')).toBeNull();
    expect(platinum?.getByText('100+ AI Templates')).toBeInTheDocument();
    expect(platinum?.getByText('10,000')).toBeInTheDocument();
    for (const title of ['Starter Plan', 'Premium Plan', 'Platinum Plan']) {
      expect(cards.getByRole('button', { name: `Get started with ${title}` })).toHaveTextContent(
        'Get started',
      );
    }
  });

  it('switches to the credit packs with the toggle', async () => {
    mockApi({});
    renderRoute(PricingScreen, { path: '/pricing' });
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Credit' }));
    const items = cardsOf('Credit packs').getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Bronze Pack',
      'Silver Pack',
      'Gold Pack',
    ]);
    expect(within(items[0] as HTMLElement).getByText('one-off')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('$24.99')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Subscription plans' })).toBeNull();
  });

  it('compares the shown products in a table for large screens', () => {
    mockApi({});
    renderRoute(PricingScreen, { path: '/pricing' });
    const table = within(screen.getByRole('table', { name: 'Subscription plans' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Feature',
      expect.stringContaining('Starter Plan') as string,
      expect.stringContaining('Premium Plan') as string,
      expect.stringContaining('Platinum Plan') as string,
    ]);
    expect(table.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Credits',
      'Word limit',
      'Images',
      'Characters',
      'Max resolution',
      'AI Templates',
      'Basic Support',
    ]);
    const templates = table.getByRole('row', { name: /^AI Templates/ });
    expect(
      within(templates)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Not included', 'Included', '100+ AI Templates']);
  });

  it('says what a credit buys', () => {
    mockApi({});
    renderRoute(PricingScreen, { path: '/pricing' });
    expect(screen.getByText(/What a credit buys/).parentElement).toHaveTextContent(
      'What a credit buys: 3.5 credits per generated token (about 4 a word in English) · 1 per voiceover character · 1,000–4,000 per image · 2,000 per minute of transcription',
    );
  });

  it('shows no plan status to a guest and asks the server only whether payments are on', () => {
    const fetchMock = mockApi({});
    renderRoute(PricingScreen, { path: '/pricing' });
    expect(screen.queryByText('No active subscription')).toBeNull();
    expect(calledPaths(fetchMock)).toEqual([apiPaths.plans.payments]);
  });

  it("reads has-plan's 'False' as no active subscription", async () => {
    storeSession();
    const fetchMock = mockApi(hasPlan('False'));
    renderRoute(PricingScreen, { path: '/pricing' });
    expect(await screen.findByText('No active subscription')).toBeInTheDocument();
    expect(calledPaths(fetchMock).filter((path) => path !== apiPaths.plans.payments)).toEqual([
      apiPaths.plans.hasPlan,
    ]);
  });

  it('names the active plan', async () => {
    storeSession();
    mockApi(hasPlan('Premium Plan'));
    renderRoute(PricingScreen, { path: '/pricing' });
    expect(await screen.findByText('Active plan: Premium Plan')).toBeInTheDocument();
  });
});
