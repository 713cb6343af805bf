import { apiPaths, defaultSiteInfo, type SiteInfo } from '@penwise/contract';
import type { ComponentType } from 'react';
import { mockApi, renderRoute } from '~test/render';
import { resetSiteInfo } from '~/lib/site-info';

/** An operator whose details differ from every default, so a test sees where each one shows. */
export function buildSiteInfo(overrides: Partial<SiteInfo> = {}): SiteInfo {
  return {
    ...defaultSiteInfo,
    brandName: 'Penwise',
    companyName: 'Quillworks Ltd',
    supportEmail: 'help@quillworks.example',
    salesEmail: 'deals@quillworks.example',
    companyAddress: '12 Quill Lane, Bristol BS1 4AB',
    companyPhone: '+44 (0)117 496-0000',
    ...overrides,
  };
}

/** Renders a page at `path` with GET /api/site answering `site` (the cached answer is forgotten first). */
export function renderSitePage(Component: ComponentType, path: string, site: SiteInfo = buildSiteInfo()) {
  resetSiteInfo();
  const fetchMock = mockApi({ [apiPaths.site]: { body: { success: site } } });
  return { ...renderRoute(Component, { path }), fetchMock, site };
}
