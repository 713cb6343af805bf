import { aiMessages, apiPaths, imageMessages } from '@penwise/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildLoginAnswer, storeSession } from '~test/factories';
import { calledPaths, fetchCall, findPopup, renderRoute } from '~test/render';
import * as downloads from '~/lib/download-file';
import { storageKeys } from '~/lib/storage-keys';
import { storeFillData } from '~/lib/tool-selection';
import { deferredResponse, generatedImageUrl, jsonResponse, mockImageApi } from '../testing/image-fixtures';
import { ImageGenerationScreen } from './image-generation-screen';

function StrictScreen() {
  return (
    <StrictMode>
      <ImageGenerationScreen />
    </StrictMode>
  );
}

function renderPage() {
  renderRoute(StrictScreen, { path: '/image-gen' });
  return userEvent.setup();
}

async function explainAndGenerate(user: ReturnType<typeof userEvent.setup>, prompt = 'A red fox') {
  await user.type(screen.getByRole('textbox', { name: 'Explain your idea' }), prompt);
  await user.click(screen.getByRole('button', { name: 'Generate' }));
}

/** The page's error paragraph, not the popup's alert. */
function errorParagraph() {
  return screen
    .getAllByRole('alert')
    .find((element) => element.closest('[role="dialog"]') === null) as HTMLElement;
}

const popup = findPopup;

describe('ImageGenerationScreen', () => {
  it('keeps a pasted prompt over the limit whole, says how much to cut and holds Generate', async () => {
    storeSession();
    const fetchMock = mockImageApi();
    const user = renderPage();
    const box = screen.getByRole('textbox', { name: 'Explain your idea' });
    const long = 'word '.repeat(260).trim();
    await user.click(box);
    await user.paste(long);
    expect(box).toHaveValue(long);
    expect(screen.getByText('1,299 / 1,000')).toBeInTheDocument();
    expect(screen.getByText(/The prompt is 299 characters over the 1,000 limit/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    expect(calledPaths(fetchMock)).not.toContain(apiPaths.ai.image);
  });

  it('shows the form, the DALL-E model, the sizes with their cost, and an empty image panel', async () => {
    storeSession();
    mockImageApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'AI Image Generator' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Explain your idea' })).toHaveAttribute(
      'placeholder',
      'Enter prompt here',
    );
    expect(await screen.findByRole('radio', { name: 'DALL-E' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '512x512 · 2,000 credits' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '256x256 · 1,000 credits' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '1024x1024 · 4,000 credits' })).not.toBeChecked();
    expect(screen.getByText('0 / 1,000')).toBeInTheDocument();
    expect(screen.getByText('Your image will appear here')).toBeInTheDocument();
  });

  it('sends the prompt and the chosen size with the session token', async () => {
    storeSession(buildLoginAnswer({ idToken: 'tok-7' }));
    const fetchMock = mockImageApi({ allowed: ['256x256', '512x512', '1024x1024'] });
    const user = renderPage();
    await vi.waitFor(() =>
      expect(screen.getByRole('radio', { name: '1024x1024 · 4,000 credits' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('radio', { name: '1024x1024 · 4,000 credits' }));
    await explainAndGenerate(user, 'A lighthouse at dusk');

    await screen.findByRole('img', { name: 'A lighthouse at dusk' });
    const call = fetchCall(fetchMock, calledPaths(fetchMock).indexOf(apiPaths.ai.image));
    expect(call.headers.get('Authorization')).toBe('Bearer tok-7');
    expect(call.body).toEqual({ prompt: 'A lighthouse at dusk', size: '1024x1024' });
  });

  it('shows Generating... and the overlay while the image is drawn, then the image', async () => {
    storeSession();
    const pending = deferredResponse();
    mockImageApi({ image: () => pending.response });
    const user = renderPage();
    await explainAndGenerate(user);

    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(screen.getByText('Generating your image…')).toBeInTheDocument();

    pending.settle(jsonResponse({ success: { image_url: generatedImageUrl } }));
    const image = await screen.findByRole('img', { name: 'A red fox' });
    expect(image).toHaveAttribute('src', generatedImageUrl);
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(screen.queryByText('Generating your image…')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Explain your idea' })).toHaveValue('A red fox');
  });

  it('downloads the image as image-<day>.png', async () => {
    storeSession();
    mockImageApi();
    const save = vi.spyOn(downloads, 'downloadBlob').mockImplementation(() => undefined);
    const user = renderPage();
    await explainAndGenerate(user);
    await user.click(await screen.findByRole('button', { name: 'Download' }));

    await vi.waitFor(() => expect(save).toHaveBeenCalledOnce());
    const [name, blob] = save.mock.calls[0] ?? [];
    expect(name).toMatch(/^image-\d{4}-\d{2}-\d{2}\.png$/);
    expect(blob?.size).toBe(4);
  });

  it('shows the server error text in the error paragraph', async () => {
    storeSession();
    const message = 'Credit packs make images up to 512x512. 1024x1024 needs the Gold Plan.';
    mockImageApi({ image: () => jsonResponse({ error: message, code: 'forbidden' }, 403) });
    const user = renderPage();
    await explainAndGenerate(user);

    await vi.waitFor(() => expect(errorParagraph()).toHaveTextContent(message));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('shows the generic text when the failure carries no message', async () => {
    storeSession();
    mockImageApi({ image: () => jsonResponse({ error: '', code: 'internal_error' }, 500) });
    const user = renderPage();
    await explainAndGenerate(user);
    await vi.waitFor(() => expect(errorParagraph()).toHaveTextContent(imageMessages.generic));
  });

  it('shows the generic text when the answer has no image_url', async () => {
    storeSession();
    mockImageApi({ image: () => jsonResponse({ success: {} }) });
    const user = renderPage();
    await explainAndGenerate(user);
    await vi.waitFor(() => expect(errorParagraph()).toHaveTextContent(imageMessages.generic));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('opens the error popup with Add Credits when credits run out', async () => {
    storeSession();
    const message = 'You do not have enough credits.';
    mockImageApi({ image: () => jsonResponse({ error: message, code: 'not_enough_credits' }, 402) });
    const user = renderPage();
    await explainAndGenerate(user);

    expect(await (await popup()).findByText(message)).toBeInTheDocument();
    expect((await popup()).getByRole('link', { name: 'Add Credits' })).toHaveAttribute('href', '/pricing');
    expect(errorParagraph()).toHaveTextContent(message);
  });

  it('refuses to generate without a session and makes no call', async () => {
    const fetchMock = mockImageApi();
    const user = renderPage();
    await explainAndGenerate(user);

    expect(await (await popup()).findByText(aiMessages.sessionTimeout)).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain(apiPaths.ai.image);
  });

  it('asks for a prompt before sending an empty one', async () => {
    storeSession();
    const fetchMock = mockImageApi();
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Explain your idea first.')).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain(apiPaths.ai.image);
  });

  it('applies fill data once, under StrictMode, and removes it', () => {
    storeSession();
    storeFillData({ input: 'A castle in fog', output: '/api/media/old-1' });
    mockImageApi();
    renderPage();
    expect(screen.getByRole('textbox', { name: 'Explain your idea' })).toHaveValue('A castle in fog');
    expect(screen.getByRole('img', { name: 'A castle in fog' })).toHaveAttribute('src', '/api/media/old-1');
    expect(window.localStorage.getItem(storageKeys.fillData)).toBeNull();
  });

  it('says so when the images come from the demo engine', async () => {
    storeSession();
    mockImageApi({ engine: 'demo' });
    renderPage();
    expect(await screen.findByText(/offline demo engine, not an AI model/)).toBeInTheDocument();
  });

  it('shows no demo notice for a real engine', async () => {
    storeSession();
    const fetchMock = mockImageApi({ engine: 'openai' });
    renderPage();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText('Demo mode')).toBeNull();
  });

  it('asks for the balance again once the image is made, as it cost credits', async () => {
    storeSession();
    const fetchMock = mockImageApi({ credits: 5000 });
    const user = renderPage();
    await vi.waitFor(() => expect(calledPaths(fetchMock)).toContain(apiPaths.plans.showCredits));
    await explainAndGenerate(user);
    await screen.findByRole('img', { name: 'A red fox' });

    await vi.waitFor(() => {
      const paths = calledPaths(fetchMock);
      expect(paths.lastIndexOf(apiPaths.plans.showCredits)).toBeGreaterThan(paths.indexOf(apiPaths.ai.image));
    });
  });

  it('asks for the balance again when the image failed too, as its hold was refunded', async () => {
    storeSession();
    const fetchMock = mockImageApi({
      credits: 5000,
      image: () => jsonResponse({ error: 'The AI service is busy.', code: 'ai_busy' }, 503),
    });
    const user = renderPage();
    await vi.waitFor(() => expect(calledPaths(fetchMock)).toContain(apiPaths.plans.showCredits));
    await explainAndGenerate(user);

    await vi.waitFor(() => {
      const paths = calledPaths(fetchMock);
      expect(paths.lastIndexOf(apiPaths.plans.showCredits)).toBeGreaterThan(paths.indexOf(apiPaths.ai.image));
    });
  });
});
