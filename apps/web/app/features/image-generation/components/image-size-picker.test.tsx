import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@penwise/contract';
import { storeSession } from '~test/factories';
import { calledPaths, fetchCall, renderRoute } from '~test/render';
import { storeFillData } from '~/lib/tool-selection';
import { mockImageApi } from '../testing/image-fixtures';
import { ImageGenerationScreen } from './image-generation-screen';

const sizeRadio = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name} ·`) });

function renderPage() {
  renderRoute(ImageGenerationScreen, { path: '/image-gen' });
  return userEvent.setup();
}

describe('image size picker', () => {
  it('starts on the largest allowed size and disables larger ones with the plans that allow them', async () => {
    storeSession();
    mockImageApi({ allowed: ['256x256'] });
    renderPage();
    await vi.waitFor(() => expect(sizeRadio('256x256')).toBeChecked());
    expect(sizeRadio('512x512')).toBeDisabled();
    expect(sizeRadio('1024x1024')).toBeDisabled();
    expect(sizeRadio('512x512')).toHaveAccessibleDescription('Premium or Platinum plan, or a credit pack');
    expect(within(sizeRadio('1024x1024')).getByText('Platinum plan')).toBeInTheDocument();
    expect(within(sizeRadio('256x256')).queryByText(/plan$/)).toBeNull();
  });

  it('starts on 1024x1024 when everything is allowed, and sends the size picked', async () => {
    storeSession();
    const fetchMock = mockImageApi({ allowed: ['256x256', '512x512', '1024x1024'] });
    const user = renderPage();
    await vi.waitFor(() => expect(sizeRadio('1024x1024')).toBeChecked());
    expect(sizeRadio('512x512')).toBeEnabled();
    await user.click(sizeRadio('256x256'));
    await user.type(screen.getByRole('textbox', { name: 'Explain your idea' }), 'A fox');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await vi.waitFor(() => expect(calledPaths(fetchMock)).toContain(apiPaths.ai.image));
    const call = fetchCall(fetchMock, calledPaths(fetchMock).indexOf(apiPaths.ai.image));
    expect(call.body).toMatchObject({ prompt: 'A fox', size: '256x256' });
  });

  it('starts on the largest allowed size the balance pays for', async () => {
    storeSession();
    mockImageApi({ allowed: ['256x256', '512x512'], credits: 1800 });
    renderPage();
    await vi.waitFor(() => expect(sizeRadio('256x256')).toBeChecked());
    // 512x512 stays allowed: the server's answer explains the price if the user picks it.
    expect(sizeRadio('512x512')).toBeEnabled();
  });

  it('shows the demo label instead of DALL-E in demo mode', async () => {
    storeSession();
    mockImageApi({ engine: 'demo' });
    renderPage();
    expect(await screen.findByRole('radio', { name: 'Demo mode' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'DALL-E' })).toBeNull();
  });

  it('restores the size of an item reopened from history', async () => {
    storeSession();
    storeFillData({ input: 'A castle in fog', output: '/api/media/old-1', size: '256x256' });
    mockImageApi({ allowed: ['256x256', '512x512', '1024x1024'] });
    renderPage();
    expect(screen.getByRole('textbox', { name: 'Explain your idea' })).toHaveValue('A castle in fog');
    await vi.waitFor(() => expect(screen.queryByRole('radio', { name: 'DALL-E' })).not.toBeNull());
    expect(sizeRadio('256x256')).toBeChecked();
  });
});
