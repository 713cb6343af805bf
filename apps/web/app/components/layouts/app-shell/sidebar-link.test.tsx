import { IconSparkles } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '~test/render';
import { sidebarEntries } from './sidebar-entries';
import { SidebarLink } from './sidebar-link';

const aiTools = sidebarEntries.main.find((entry) => entry.label === 'AI Tools');

function renderAt(url: string) {
  const Page = () => (
    <SidebarLink
      label="AI Tools"
      icon={IconSparkles}
      to="/all-ai-tools"
      within={aiTools?.within}
      collapsed={false}
    />
  );
  renderRoute(Page, { path: url });
}

describe('the sidebar AI Tools entry', () => {
  it('opens /all-ai-tools, which lists every studio and writing tool', () => {
    renderAt('/all-ai-tools');
    const link = screen.getByRole('link', { name: 'AI Tools' });
    expect(link).toHaveAttribute('href', '/all-ai-tools');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/image-gen', '/text-to-speech', '/transcribe', '/templates-c'])(
    'stays highlighted on the studio or tool page %s',
    (url) => {
      renderAt(url);
      expect(screen.getByRole('link', { name: 'AI Tools' })).toHaveAttribute('aria-current', 'true');
    },
  );

  it('stays highlighted on a page matching a route pattern of its entry (/documents/:id)', () => {
    const documents = sidebarEntries.main.find((entry) => entry.label === 'Documents');
    const Page = () => (
      <SidebarLink
        label="Documents"
        icon={IconSparkles}
        to="/documents"
        within={documents?.within}
        collapsed={false}
      />
    );
    renderRoute(Page, { path: '/documents/:id', url: '/documents/6f1c' });
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'true');
  });

  it('is not highlighted elsewhere', () => {
    renderAt('/billing');
    expect(screen.getByRole('link', { name: 'AI Tools' })).not.toHaveAttribute('aria-current');
  });
});
