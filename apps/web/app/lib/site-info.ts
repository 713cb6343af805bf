import { useEffect, useState } from 'react';
import { apiPaths, defaultSiteInfo, readSiteInfoAnswer, type SiteInfo } from '@penwise/contract';
import { apiUrl } from './api-url';
import { brand } from './brand';

/** What prerendered HTML shows: the build's brand, else the shared defaults. */
export const buildTimeSiteInfo: SiteInfo = {
  ...defaultSiteInfo,
  brandName: brand.name,
  companyName: brand.name,
  supportEmail: brand.supportEmail,
};

// One request per page load, shared by every component that asks.
let pending: Promise<SiteInfo> | undefined;

// Plain fetch, not apiGet: the public call needs no token, and the API client's schemas would load
// zod on every public page. Any failure keeps the build-time details.
async function fetchSiteInfo(): Promise<SiteInfo> {
  try {
    const response = await fetch(apiUrl(apiPaths.site), { headers: { Accept: 'application/json' } });
    if (!response.ok) return buildTimeSiteInfo;
    return readSiteInfoAnswer(await response.json()) ?? buildTimeSiteInfo;
  } catch {
    return buildTimeSiteInfo;
  }
}

function loadSiteInfo(): Promise<SiteInfo> {
  pending ??= fetchSiteInfo();
  return pending;
}

/** Forgets the loaded details (tests). */
export function resetSiteInfo(): void {
  pending = undefined;
}

const sameDetails = (a: SiteInfo, b: SiteInfo) =>
  (Object.keys(a) as (keyof SiteInfo)[]).every((key) => a[key] === b[key]);

/**
 * The operator's details from the server's configuration (GET /api/site). Until they load (and
 * in prerendered HTML) the build-time values show, so pages never wait on this call.
 */
export function useSiteInfo(): SiteInfo {
  const [info, setInfo] = useState(buildTimeSiteInfo);
  useEffect(() => {
    let current = true;
    void loadSiteInfo().then((loaded) => {
      // Usually the server says what the prerendered page shows already: no second render then.
      if (current && !sameDetails(loaded, buildTimeSiteInfo)) setInfo(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return info;
}
