import { brandVoiceMessages, type BrandVoiceFields } from '@penwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '~test/factories';
import { renderRoute } from '~test/render';
import { jsonResponse } from '~test/responses';
import { queryKeys } from '~/lib/query-keys';
import { mockVoicesApi, type VoiceCall } from '../testing/brand-voice-api';
import { BrandVoicesScreen } from './brand-voices-screen';

const learned: BrandVoiceFields = {
  audience: 'Shop owners',
  style: 'Short, plain and friendly',
  dos: [],
  donts: [],
  useWords: ['simple'],
  avoidWords: ['leverage'],
  maxSentenceWords: 18,
  person: 'first-plural',
  formality: 'casual',
};

async function openForm(learn: Response) {
  storeSession();
  const { calls } = mockVoicesApi({ voices: [], learn });
  const { queryClient } = renderRoute(BrandVoicesScreen, { path: '/brand-voices' });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Create your first voice' }));
  return { user, calls, invalidate };
}

async function paste(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

const learnCalls = (calls: VoiceCall[]) => calls.filter((call) => call.path.endsWith('/learn'));

describe('BrandVoiceForm: Learn from samples', () => {
  it('fills the empty fields, keeps what was typed, reports the credits and refreshes the balance', async () => {
    const answer = jsonResponse({ success: { fields: learned, credits: 3, historyId: 'h1' } });
    const { user, calls, invalidate } = await openForm(answer);
    await paste(user, 'How we sound', 'Bold and loud');
    await paste(user, 'Sample 1', 'We keep things simple. Our shop opens at nine.');
    await user.click(screen.getByRole('button', { name: 'Learn from samples' }));

    const outcome = await screen.findByText(/Filled 6 empty fields from your samples/);
    expect(outcome).toHaveTextContent('This used 3 credits.');
    expect(learnCalls(calls)[0]?.body).toEqual({
      samples: ['We keep things simple. Our shop opens at nine.'],
    });
    expect(screen.getByRole('textbox', { name: 'Who we write for' })).toHaveValue('Shop owners');
    expect(screen.getByRole('textbox', { name: 'How we sound' })).toHaveValue('Bold and loud');
    expect(screen.getByRole('textbox', { name: 'Longest sentence, in words' })).toHaveValue('18');
    expect(screen.getByRole('combobox', { name: 'Person' })).toHaveValue('First person plural (we, our)');
    expect(screen.getByText('leverage')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.credits });

    const status = outcome.closest('[role="status"]') as HTMLElement;
    expect(within(status).getByText(/1 field you had filled was kept as you wrote it/)).toBeInTheDocument();
    await user.click(within(status).getByRole('button', { name: 'Replace all' }));
    expect(screen.getByRole('textbox', { name: 'How we sound' })).toHaveValue('Short, plain and friendly');
    expect(screen.queryByRole('button', { name: 'Replace all' })).not.toBeInTheDocument();
  });

  it('says credits are needed, with a link to get more, on a 402', async () => {
    const answer = jsonResponse(
      { error: 'You do not have enough credits.', code: 'not_enough_credits' },
      402,
    );
    const { user } = await openForm(answer);
    await paste(user, 'Sample 1', 'We keep things simple.');
    await user.click(screen.getByRole('button', { name: 'Learn from samples' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Learning from samples needs credits, and your balance is too low.');
    expect(within(alert).getByRole('link', { name: 'Get more credits' })).toHaveAttribute('href', '/pricing');
  });

  it('shows why on a 422', async () => {
    const answer = jsonResponse(
      { error: brandVoiceMessages.learnFailed, code: 'validation_failed', field: 'samples' },
      422,
    );
    const { user } = await openForm(answer);
    await paste(user, 'Sample 1', 'Hi.');
    await user.click(screen.getByRole('button', { name: 'Learn from samples' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(brandVoiceMessages.learnFailed);
  });

  it('asks for a sample before sending anything', async () => {
    const { user, calls } = await openForm(jsonResponse({}));
    await user.click(screen.getByRole('button', { name: 'Learn from samples' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(brandVoiceMessages.samplesRequired);
    expect(learnCalls(calls)).toEqual([]);
  });
});
