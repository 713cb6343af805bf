import { brandVoiceMessages } from '@penwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '~test/factories';
import { renderRoute } from '~test/render';
import { buildBrandVoice, mockVoicesApi, type VoiceCall } from '../testing/brand-voice-api';
import { BrandVoicesScreen } from './brand-voices-screen';

function renderScreen() {
  storeSession();
  renderRoute(BrandVoicesScreen, { path: '/brand-voices' });
  return userEvent.setup();
}

// Pasting, not typing key by key: every key re-renders the whole form, slow in jsdom.
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const writes = (calls: VoiceCall[]) => calls.filter((call) => call.method !== 'GET');

describe('BrandVoicesScreen: the list', () => {
  it('lists each voice with its preview and the default badge', async () => {
    mockVoicesApi({
      voices: [
        buildBrandVoice({ name: 'House style', isDefault: true, audience: 'Busy founders' }),
        buildBrandVoice({ name: 'Playful', style: 'Light and funny' }),
      ],
    });
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Your brand voices' });
    const [house, playful] = within(list).getAllByRole('listitem');
    expect(within(house as HTMLElement).getByText('Default')).toBeInTheDocument();
    expect(within(house as HTMLElement).getByText('Busy founders')).toBeInTheDocument();
    expect(within(playful as HTMLElement).queryByText('Default')).not.toBeInTheDocument();
    expect(within(playful as HTMLElement).getByText('Light and funny')).toBeInTheDocument();
  });

  it('invites to create the first voice when there is none', async () => {
    mockVoicesApi({ voices: [] });
    const user = renderScreen();
    expect(await screen.findByText('No brand voices yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create your first voice' }));
    expect(screen.getByRole('heading', { name: 'New brand voice' })).toHaveFocus();
  });

  it('deletes a voice after the confirm', async () => {
    const voice = buildBrandVoice({ name: 'Old voice' });
    const { calls } = mockVoicesApi({ voices: [voice] });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Delete Old voice' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this brand voice?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted “Old voice”.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'DELETE', path: `/api/brand-voices/${voice.id}`, body: undefined },
    ]);
    expect(await screen.findByText('No brand voices yet')).toBeInTheDocument();
  });
});

describe('BrandVoicesScreen: the form', () => {
  it('refuses an empty name and sends nothing', async () => {
    const { calls } = mockVoicesApi({ voices: [] });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Create your first voice' }));
    await user.click(screen.getByRole('button', { name: 'Create voice' }));
    expect(await screen.findByText(brandVoiceMessages.nameRequired)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('creates a voice from the fields typed, then lists it', async () => {
    const { calls } = mockVoicesApi({ voices: [] });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Create your first voice' }));
    await fill(user, screen.getByRole('textbox', { name: /Name/ }), 'House style');
    await fill(user, screen.getByRole('textbox', { name: 'Who we write for' }), 'Busy founders');
    await fill(user, screen.getByRole('textbox', { name: 'Do' }), 'Lead with the benefit\n\n  Be brief ');
    await user.type(screen.getByRole('combobox', { name: 'Words to avoid' }), 'synergy{Enter}');
    await fill(user, screen.getByRole('textbox', { name: 'Longest sentence, in words' }), '20');
    await fill(user, screen.getByRole('textbox', { name: 'Sample 1' }), 'We make invoices painless.');
    await user.click(screen.getByRole('switch', { name: /Use as default voice/ }));
    await user.click(screen.getByRole('button', { name: 'Create voice' }));

    expect(await screen.findByText('Saved “House style”.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Brand Voices' })).toHaveFocus();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/brand-voices',
        body: {
          name: 'House style',
          audience: 'Busy founders',
          style: '',
          formality: null,
          person: null,
          maxSentenceWords: 20,
          dos: ['Lead with the benefit', 'Be brief'],
          donts: [],
          useWords: [],
          avoidWords: ['synergy'],
          samples: ['We make invoices painless.'],
          isDefault: true,
        },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Your brand voices' });
    expect(within(list).getByText('House style')).toBeInTheDocument();
  });

  it('edits a voice: the form starts from it and PUT sends the change', async () => {
    const voice = buildBrandVoice({ name: 'House style', dos: ['Be brief'], samples: ['Hello there.'] });
    const { calls } = mockVoicesApi({ voices: [voice] });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit House style' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('House style');
    expect(screen.getByRole('textbox', { name: 'Do' })).toHaveValue('Be brief');
    expect(screen.getByRole('textbox', { name: 'Sample 1' })).toHaveValue('Hello there.');
    await user.clear(name);
    await fill(user, name, 'Crisp');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Saved “Crisp”.')).toBeInTheDocument();
    const [put] = writes(calls);
    expect(put).toMatchObject({ method: 'PUT', path: `/api/brand-voices/${voice.id}` });
    expect(put?.body).toMatchObject({ name: 'Crisp', dos: ['Be brief'], samples: ['Hello there.'] });
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Your brand voices' })).toHaveTextContent('Crisp'),
    );
  });

  it('adds and removes sample boxes, up to five', async () => {
    mockVoicesApi({ voices: [] });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Create your first voice' }));
    const add = screen.getByRole('button', { name: 'Add a sample' });
    for (let i = 0; i < 4; i += 1) await user.click(add);
    expect(screen.getByRole('textbox', { name: 'Sample 5' })).toBeInTheDocument();
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove sample 2' }));
    expect(screen.queryByRole('textbox', { name: 'Sample 5' })).not.toBeInTheDocument();
    expect(add).toBeEnabled();
  });
});
