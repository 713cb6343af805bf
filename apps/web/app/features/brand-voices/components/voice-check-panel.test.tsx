import type { VoiceIssue } from '@penwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '~test/factories';
import { renderRoute } from '~test/render';
import { jsonResponse } from '~test/responses';
import { buildBrandVoice, mockVoicesApi } from '../testing/brand-voice-api';
import { VoiceCheckPanel } from './voice-check-panel';

const text = 'We utilize the best tools. You will love them.';
const issues: VoiceIssue[] = [
  {
    rule: 'avoid-word',
    start: 3,
    end: 10,
    excerpt: 'utilize',
    message: 'This voice avoids the word “utilize”.',
    suggestion: 'use',
  },
  {
    rule: 'person',
    start: 27,
    end: 30,
    excerpt: 'You',
    message: 'This voice speaks as “we”.',
    suggestion: 'We',
  },
];

function renderPanel() {
  storeSession();
  const onAccept = vi.fn<(issue: VoiceIssue) => void>();
  function Harness() {
    const [value, setValue] = useState(text);
    return (
      <>
        <VoiceCheckPanel
          text={value}
          onAccept={(issue) => {
            onAccept(issue);
            setValue(
              (current) => current.slice(0, issue.start) + issue.suggestion + current.slice(issue.end),
            );
          }}
        />
        <p data-testid="text">{value}</p>
      </>
    );
  }
  renderRoute(Harness);
  return { onAccept, user: userEvent.setup() };
}

describe('VoiceCheckPanel', () => {
  it('lists the issues; Accept hands one over, removes it, and the next still applies', async () => {
    const voice = buildBrandVoice({ name: 'House', isDefault: true });
    const { calls } = mockVoicesApi({ voices: [voice], check: jsonResponse({ success: { issues } }) });
    const { onAccept, user } = renderPanel();

    const check = await screen.findByRole('button', { name: 'Check against voice' });
    await waitFor(() => expect(check).toBeEnabled());
    await user.click(check);

    const list = await screen.findByRole('list', { name: 'Voice issues' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Word to avoid')).toBeInTheDocument();
    expect(within(list).getByText('“utilize”')).toBeInTheDocument();
    expect(within(list).getByText('This voice avoids the word “utilize”.')).toBeInTheDocument();
    expect(within(list).getByText('Suggested: “use”')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: `/api/brand-voices/${voice.id}/check`,
      body: { text },
    });

    await user.click(within(list).getByRole('button', { name: /Accept the fix for “utilize”/ }));
    expect(onAccept).toHaveBeenCalledWith(issues[0]);
    expect(screen.getByTestId('text')).toHaveTextContent('We use the best tools. You will love them.');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    // The text got shorter before it: the second fix moved with it.
    await user.click(within(list).getByRole('button', { name: /Accept the fix for “You”/ }));
    expect(onAccept).toHaveBeenLastCalledWith(expect.objectContaining({ start: 23, end: 26 }));
    expect(screen.getByTestId('text')).toHaveTextContent('We use the best tools. We will love them.');
    expect(screen.queryByRole('list', { name: 'Voice issues' })).not.toBeInTheDocument();
  });

  it('says when nothing breaks the voice', async () => {
    mockVoicesApi({
      voices: [buildBrandVoice({ isDefault: true })],
      check: jsonResponse({ success: { issues: [] } }),
    });
    const { user } = renderPanel();
    const check = await screen.findByRole('button', { name: 'Check against voice' });
    await waitFor(() => expect(check).toBeEnabled());
    await user.click(check);
    expect(await screen.findByText('No problems found')).toBeInTheDocument();
  });

  it('shows a failed check plainly', async () => {
    mockVoicesApi({
      voices: [buildBrandVoice({ isDefault: true })],
      check: jsonResponse({ error: 'No such brand voice.', code: 'not_found' }, 404),
    });
    const { user } = renderPanel();
    const check = await screen.findByRole('button', { name: 'Check against voice' });
    await waitFor(() => expect(check).toBeEnabled());
    await user.click(check);
    expect(await screen.findByRole('alert')).toHaveTextContent('No such brand voice.');
  });

  it('asks for a voice before checking', async () => {
    mockVoicesApi({ voices: [buildBrandVoice()] });
    renderPanel();
    expect(await screen.findByText('Pick a brand voice to check the text against.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check against voice' })).toBeDisabled();
  });
});
