import { apiPaths, type HistoryItem } from '@penwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildHistoryItem } from '~test/history-factories';
import { storeSession } from '~test/factories';
import { calledPaths, fetchCall, urlOf } from '~test/render';
import { renderWithLanding } from '~test/render-landing';
import { deferredResponse, jsonResponse } from '~test/responses';
import { HistoryScreen } from './history-screen';

const image = () =>
  buildHistoryItem({ type: 'TTImage', input: 'A red fox in the snow', result: '/api/media/f' });
const text = () => buildHistoryItem();

/**
 * show-history answers the items the server still has; delete-history answers `answer` (by default
 * a success). A success or a not_found means the item is gone: show-history leaves it out from then on.
 */
function answerApi(items: HistoryItem[], answer?: () => Response | Promise<Response>) {
  let listed = [...items];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(urlOf(input), 'http://localhost').pathname;
    if (path === apiPaths.plans.showHistory) return jsonResponse({ success: listed });
    if (path === apiPaths.plans.deleteHistory) {
      const { id } = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { id: string };
      const response = answer ? await answer() : jsonResponse({ success: { id } });
      if (response.ok || response.status === 404) listed = listed.filter((item) => item.id !== id);
      return response;
    }
    return jsonResponse({ error: 'Not found', code: 'not_found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderHistory() {
  storeSession();
  renderWithLanding(HistoryScreen);
  return userEvent.setup();
}

const deleteCalls = (fetchMock: ReturnType<typeof answerApi>) =>
  calledPaths(fetchMock).flatMap((path, index) =>
    path === apiPaths.plans.deleteHistory ? [fetchCall(fetchMock, index).body] : [],
  );
const cardLinks = () => screen.queryAllByRole('link', { name: /AI Image Generator|Blog Ideas/ });

describe('HistoryScreen: deleting an item', () => {
  it('deletes an image after the confirm, with its file, and says so', async () => {
    const [fox, blog] = [image(), text()];
    const fetchMock = answerApi([fox, blog]);
    const user = renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Delete AI Image Generator' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this image?' }));
    expect(dialog.getByText('A red fox in the snow')).toBeInTheDocument();
    expect(dialog.getByText(/The item and its image file are deleted/)).toBeInTheDocument();
    expect(dialog.getByText('This cannot be undone.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Image deleted');
    // Its Delete button went with the card, so the feedback takes the focus instead of the page.
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleteCalls(fetchMock)).toEqual([{ id: fox.id }]);
    expect(cardLinks()).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Blog Ideas/ })).toBeInTheDocument();
    expect(screen.queryByText('A red fox in the snow')).toBeNull();
  });

  it('shows the empty state once the last item is deleted', async () => {
    answerApi([text()]);
    const user = renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Delete Blog Ideas' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this text?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Nothing generated yet')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Text deleted');
  });

  it('is reached by keyboard and opens the confirm without reopening the item', async () => {
    answerApi([image()]);
    const user = renderHistory();
    const link = await screen.findByRole('link', { name: /AI Image Generator/ });
    link.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete AI Image Generator' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Delete this image?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Landed on/ })).toBeNull();
  });

  it('changes nothing when cancelled', async () => {
    const fetchMock = answerApi([image(), text()]);
    const user = renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Delete AI Image Generator' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this image?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete AI Image Generator' })).toHaveFocus(),
    );
    expect(deleteCalls(fetchMock)).toEqual([]);
    expect(cardLinks()).toHaveLength(2);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the item and shows why in the dialog when the delete fails', async () => {
    const pending = deferredResponse();
    const message = 'Something went wrong on our side. Please try again.';
    const fetchMock = answerApi([image()], () => pending.response);
    const user = renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Delete AI Image Generator' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this image?' }));
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    await user.click(confirm);

    // Loading while the call is out; Cancel waits too, since the call cannot be taken back.
    await waitFor(() => expect(confirm).toHaveAttribute('data-loading', 'true'));
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    pending.settle(jsonResponse({ error: message, code: 'internal_error' }, 500));

    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
    expect(confirm).not.toHaveAttribute('data-loading');
    expect(deleteCalls(fetchMock)).toHaveLength(1);
    expect(cardLinks()).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('drops an item the server no longer has, as it is already deleted', async () => {
    answerApi([image(), text()], () =>
      jsonResponse({ error: 'This item is not in your history.', code: 'not_found' }, 404),
    );
    const user = renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Delete AI Image Generator' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this image?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Image deleted');
    expect(cardLinks()).toHaveLength(1);
  });

  it('asks for the history again once an item is deleted, so the list is what the server has', async () => {
    const [fox, blog] = [image(), text()];
    const fetchMock = answerApi([fox, blog]);
    const user = renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Delete AI Image Generator' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this image?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => {
      const paths = calledPaths(fetchMock);
      expect(paths.lastIndexOf(apiPaths.plans.showHistory)).toBeGreaterThan(
        paths.indexOf(apiPaths.plans.deleteHistory),
      );
    });
    expect(cardLinks()).toHaveLength(1);
  });
});
