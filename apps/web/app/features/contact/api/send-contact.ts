import { apiPaths, ContactAnswer, ContactBody, type ContactInput } from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

/**
 * POST /api/auth/contact (no login needed). Parsing trims the fields and drops every key the
 * contract does not name, so the privacy checkbox never leaves the browser.
 */
export function sendContact(values: ContactInput) {
  return apiPost(apiPaths.auth.contact, ContactBody.parse(values), ContactAnswer);
}
