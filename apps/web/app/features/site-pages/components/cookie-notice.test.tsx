import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CookiesRoute from '~/routes/cookies';
import { storageKeys } from '~/lib/storage-keys';
import { renderSitePage } from '../testing/render-site-page';

describe('Cookie notice', () => {
  it('says no tracking cookies are used', () => {
    renderSitePage(CookiesRoute, '/cookies');
    expect(screen.getByText(/uses no tracking cookies/)).toBeInTheDocument();
  });

  it('names each local-storage key of the login and tool state with what it holds', () => {
    renderSitePage(CookiesRoute, '/cookies');
    const expected = {
      [storageKeys.user]: /Login state/,
      [storageKeys.selectedCategory]: /category you last opened/,
      [storageKeys.selectedTool]: /writing tool you picked/,
      [storageKeys.fillData]: /history item you reopened/,
    };
    expect(storageKeys.fillData).toBe('ai-tools-fill-data');
    for (const [key, holds] of Object.entries(expected)) {
      const term = screen.getByText(key, { selector: 'code' }).closest('dt');
      expect(term?.nextElementSibling?.textContent).toMatch(holds);
    }
  });

  it('explains how to clear the stored data', () => {
    renderSitePage(CookiesRoute, '/cookies');
    expect(screen.getByRole('heading', { level: 2, name: /How to clear it/ })).toBeInTheDocument();
    expect(screen.getByText(/Log Out removes your login state/)).toBeInTheDocument();
  });
});
