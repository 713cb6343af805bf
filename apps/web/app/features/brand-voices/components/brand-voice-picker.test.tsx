import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '~test/factories';
import { renderRoute } from '~test/render';
import { jsonResponse } from '~test/responses';
import { buildBrandVoice, mockVoicesApi } from '../testing/brand-voice-api';
import { BrandVoicePicker } from './brand-voice-picker';

function renderPicker(onChange = vi.fn<(id: string | null) => void>()) {
  storeSession();
  function Harness() {
    const [value, setValue] = useState<string | null>();
    return (
      <>
        <BrandVoicePicker
          value={value}
          onChange={(id) => {
            onChange(id);
            setValue(id);
          }}
        />
        <output>{value === undefined ? 'undecided' : (value ?? 'none')}</output>
      </>
    );
  }
  renderRoute(Harness);
  return { onChange, user: userEvent.setup() };
}

const picker = () => screen.getByRole('combobox', { name: 'Brand voice' });

describe('BrandVoicePicker', () => {
  it('preselects the default voice once and lists every voice with "No brand voice"', async () => {
    const plain = buildBrandVoice({ name: 'Plain' });
    const house = buildBrandVoice({ name: 'House style', isDefault: true });
    mockVoicesApi({ voices: [plain, house] });
    const { onChange, user } = renderPicker();

    await waitFor(() => expect(picker()).toHaveValue('House style (default)'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(house.id);

    await user.click(picker());
    expect(await screen.findByRole('option', { name: 'No brand voice' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Plain' }));
    expect(onChange).toHaveBeenLastCalledWith(plain.id);
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(plain.id);
  });

  it('chooses none when no voice is the default, and links to the voices page', async () => {
    mockVoicesApi({ voices: [buildBrandVoice({ name: 'Plain' })] });
    const { onChange } = renderPicker();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(null));
    expect(picker()).toHaveValue('No brand voice');
    expect(screen.getByRole('link', { name: 'Manage brand voices' })).toHaveAttribute(
      'href',
      '/brand-voices',
    );
  });

  it('says when there are no voices yet', async () => {
    mockVoicesApi({ voices: [] });
    renderPicker();
    expect(await screen.findByText('No brand voices yet')).toBeInTheDocument();
    expect(picker()).toHaveValue('No brand voice');
  });

  it('says when the voices could not be loaded', async () => {
    storeSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ error: 'Boom', code: 'internal_error' }, 500))),
    );
    renderPicker();
    expect(await screen.findByText('Your brand voices could not be loaded.')).toBeInTheDocument();
  });
});
