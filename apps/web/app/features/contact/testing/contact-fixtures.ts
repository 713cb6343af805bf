import { apiPaths, contactMessages, type SiteInfo } from '@penwise/contract';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { calledPaths, fetchCall, urlOf } from '~test/render';
import { jsonResponse } from '~test/responses';
export { jsonResponse } from '~test/responses';

/** The operator's details as GET /api/site answers them on a configured server. */
export function buildSiteInfo(overrides: Partial<SiteInfo> = {}): SiteInfo {
  return {
    brandName: 'Acme Writer',
    companyName: 'Acme Ltd',
    supportEmail: 'help@acme.test',
    salesEmail: 'deals@acme.test',
    companyAddress: '1 Harbour Road, Bristol BS1 4RN, UK',
    companyPhone: '+44 (117) 496-0000',
    ...overrides,
  };
}

interface ContactApiOptions {
  /** The answer to POST /api/auth/contact; by default the sent message. */
  contact?: () => Response | Promise<Response>;
  site?: SiteInfo;
}

/** Answers the site and contact paths the page calls; any other path answers 404. */
export function mockContactApi({
  contact = () => jsonResponse({ success: { message: contactMessages.sent } }),
  site = buildSiteInfo(),
}: ContactApiOptions = {}) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const path = new URL(urlOf(input), 'http://localhost').pathname;
    if (path === apiPaths.site) return Promise.resolve(jsonResponse({ success: site }));
    if (path === apiPaths.auth.contact) return Promise.resolve(contact());
    return Promise.resolve(jsonResponse({ error: 'Not found', code: 'not_found' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export interface ContactEntry {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  message: string;
  agree: boolean;
}

export const validEntry: ContactEntry = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '+1 (555) 123-4567',
  message: 'Do you offer a yearly plan?',
  agree: true,
};

/** The form's visible fields, by their labels. */
export const contactField = {
  firstName: () => screen.getByRole('textbox', { name: /^First name/ }),
  lastName: () => screen.getByRole('textbox', { name: /^Last name/ }),
  email: () => screen.getByRole('textbox', { name: /^Email/ }),
  country: () => screen.getByRole('combobox', { name: /^Country/ }),
  phoneNumber: () => screen.getByRole('textbox', { name: /^Phone number/ }),
  message: () => screen.getByRole('textbox', { name: /^Message/ }),
  privacy: () => screen.getByRole('checkbox', { name: 'I agree to the privacy policy' }),
};

/**
 * Fills the form with `entry` (empty strings are skipped) and presses Send message. Each value is
 * pasted, one input event per field, to keep the suite fast; typing is covered by the select test.
 */
export async function fillAndSend(user: UserEvent, overrides: Partial<ContactEntry> = {}) {
  const entry = { ...validEntry, ...overrides };
  for (const name of ['firstName', 'lastName', 'email', 'phoneNumber', 'message'] as const) {
    if (!entry[name]) continue;
    await user.click(contactField[name]());
    await user.paste(entry[name]);
  }
  if (entry.agree) await user.click(contactField.privacy());
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

/** The POST /api/auth/contact calls so far, as `fetchCall` reads them (URL, headers, JSON body). */
export function contactCalls(fetchMock: ReturnType<typeof mockContactApi>) {
  return calledPaths(fetchMock).flatMap((path, index) =>
    path === apiPaths.auth.contact ? [fetchCall(fetchMock, index)] : [],
  );
}
