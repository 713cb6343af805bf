import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '~test/responses';
import { buildTimeSiteInfo, resetSiteInfo, useSiteInfo } from './site-info';

beforeEach(() => resetSiteInfo());

function renderSupportEmail() {
  const renders: string[] = [];
  function SupportEmail() {
    const { supportEmail } = useSiteInfo();
    renders.push(supportEmail);
    return <p>{supportEmail}</p>;
  }
  render(<SupportEmail />);
  return renders;
}

describe('useSiteInfo', () => {
  it("shows the server's details once they load", async () => {
    const fetch = vi.fn(async () =>
      jsonResponse({ success: { ...buildTimeSiteInfo, supportEmail: 'help@example.com' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const renders = renderSupportEmail();
    expect(screen.getByText(buildTimeSiteInfo.supportEmail)).toBeInTheDocument();
    expect(await screen.findByText('help@example.com')).toBeInTheDocument();
    expect(renders).toEqual([buildTimeSiteInfo.supportEmail, 'help@example.com']);
  });

  it('renders nothing again when the server says what the prerendered page already shows', async () => {
    const fetch = vi.fn(async () => jsonResponse({ success: { ...buildTimeSiteInfo } }));
    vi.stubGlobal('fetch', fetch);
    const renders = renderSupportEmail();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toEqual([buildTimeSiteInfo.supportEmail]);
  });

  it.each([
    ['a failed call', () => jsonResponse({ error: 'Internal', code: 'internal_error' }, 500)],
    ['an answer that is not site details', () => jsonResponse({ success: { supportEmail: 5 } })],
    ['a page instead of JSON', () => new Response('<html>', { status: 200 })],
  ])('keeps the build-time details after %s', async (_case, answer) => {
    const fetch = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetch);
    const renders = renderSupportEmail();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/site', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toEqual([buildTimeSiteInfo.supportEmail]);
  });
});
