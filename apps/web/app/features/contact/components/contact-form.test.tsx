import { contactMessages } from '@penwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '~test/render';
import { resetSiteInfo } from '~/lib/site-info';
import {
  contactCalls,
  contactField,
  fillAndSend,
  jsonResponse,
  mockContactApi,
  validEntry,
} from '../testing/contact-fixtures';
import { ContactForm } from './contact-form';
import { privacyRequiredText } from './use-contact-form';

function renderForm() {
  renderRoute(ContactForm, { path: '/contact' });
  return userEvent.setup();
}

beforeEach(() => resetSiteInfo());

describe('ContactForm', () => {
  it('shows the Get in touch form with United States chosen and the phone placeholder', () => {
    mockContactApi();
    renderForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Get in touch' })).toBeInTheDocument();
    expect(contactField.country()).toHaveValue('United States of America');
    expect(contactField.phoneNumber()).toHaveAttribute('placeholder', contactMessages.phonePlaceholder);
    expect(contactField.phoneNumber()).toHaveAttribute('type', 'tel');
    expect(contactField.email()).toHaveAttribute('type', 'email');
    expect(contactField.privacy()).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('refuses an empty form with a message per field, focuses the first and sends nothing', async () => {
    const fetchMock = mockContactApi();
    const user = renderForm();
    await fillAndSend(user, {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      message: '',
      agree: false,
    });
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your last name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your phone number.')).toBeInTheDocument();
    expect(screen.getByText('Write your message.')).toBeInTheDocument();
    expect(screen.getByText(privacyRequiredText)).toBeInTheDocument();
    expect(contactField.firstName()).toHaveAttribute('aria-invalid', 'true');
    expect(contactField.firstName()).toHaveFocus();
    expect(contactCalls(fetchMock)).toHaveLength(0);
  });

  it.each([
    ['firstName', 'Enter your first name.'],
    ['lastName', 'Enter your last name.'],
    ['phoneNumber', 'Enter your phone number.'],
    ['message', 'Write your message.'],
  ] as const)('refuses a blank %s and focuses it', async (name, text) => {
    const fetchMock = mockContactApi();
    const user = renderForm();
    await fillAndSend(user, { [name]: '   ' });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(contactField[name]()).toHaveFocus();
    expect(contactCalls(fetchMock)).toHaveLength(0);
  });

  it('refuses an e-mail address that is not one', async () => {
    const fetchMock = mockContactApi();
    const user = renderForm();
    await fillAndSend(user, { email: 'ada@' });
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(contactField.email()).toHaveFocus();
    expect(contactCalls(fetchMock)).toHaveLength(0);
  });

  it('refuses to send until the privacy policy is agreed to', async () => {
    const fetchMock = mockContactApi();
    const user = renderForm();
    await fillAndSend(user, { agree: false });
    expect(await screen.findByText(privacyRequiredText)).toBeInTheDocument();
    expect(contactField.privacy()).toHaveFocus();
    expect(contactCalls(fetchMock)).toHaveLength(0);
  });

  it('sends the fields, the country and the empty honeypot but not the privacy box', async () => {
    const fetchMock = mockContactApi();
    const user = renderForm();
    await fillAndSend(user, { firstName: '  Ada ' });
    await screen.findByRole('dialog');
    const [call, ...more] = contactCalls(fetchMock);
    expect(more).toHaveLength(0);
    expect(call?.url).toBe('/api/auth/contact');
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(call?.body).toEqual({
      firstName: 'Ada',
      lastName: validEntry.lastName,
      email: validEntry.email,
      country: 'US',
      phoneNumber: validEntry.phoneNumber,
      message: validEntry.message,
      website: '',
    });
  });

  it('sends the country picked from the list', async () => {
    const fetchMock = mockContactApi();
    const user = renderForm();
    await user.clear(contactField.country());
    await user.type(contactField.country(), 'Canad');
    await user.click(await screen.findByRole('option', { name: 'Canada' }));
    await fillAndSend(user);
    await screen.findByRole('dialog');
    expect(contactCalls(fetchMock)[0]?.body).toMatchObject({ country: 'CA' });
  });

  it('renders the 249 country options only once the list opens, not hidden in the page', async () => {
    mockContactApi();
    const user = renderForm();
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    await user.click(contactField.country());
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Canada' })).toBeInTheDocument();
  });

  it('leaves South Georgia (GS) out of the country list', async () => {
    mockContactApi();
    const user = renderForm();
    await user.clear(contactField.country());
    await user.type(contactField.country(), 'South');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'South Africa' })).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: /South Georgia/ })).not.toBeInTheDocument();
  });

  it('shows the sent message in the popup and empties the form', async () => {
    mockContactApi();
    const user = renderForm();
    await user.clear(contactField.country());
    await user.type(contactField.country(), 'Canad');
    await user.click(await screen.findByRole('option', { name: 'Canada' }));
    await fillAndSend(user);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(contactMessages.sent)).toBeInTheDocument();
    expect(contactField.firstName()).toHaveValue('');
    expect(contactField.email()).toHaveValue('');
    expect(contactField.message()).toHaveValue('');
    expect(contactField.privacy()).not.toBeChecked();
    expect(contactField.country()).toHaveValue('United States of America');
  });

  it('shows a server error on its field and keeps every value', async () => {
    mockContactApi({
      contact: () =>
        jsonResponse(
          { error: 'This e-mail address cannot receive mail.', code: 'validation_failed', field: 'email' },
          400,
        ),
    });
    const user = renderForm();
    await fillAndSend(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This e-mail address cannot receive mail.');
    expect(contactField.email()).toHaveAttribute('aria-invalid', 'true');
    expect(contactField.email()).toHaveFocus();
    expect(contactField.firstName()).toHaveValue(validEntry.firstName);
    expect(contactField.email()).toHaveValue(validEntry.email);
    expect(contactField.message()).toHaveValue(validEntry.message);
    expect(contactField.privacy()).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the rate-limit message the server sends', async () => {
    const text = 'Too many messages. Please try again in an hour.';
    mockContactApi({ contact: () => jsonResponse({ error: text, code: 'rate_limited' }, 429) });
    const user = renderForm();
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(contactField.message()).toHaveValue(validEntry.message);
  });

  it('reports a network failure and keeps the values', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const user = renderForm();
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error occurred');
    expect(contactField.lastName()).toHaveValue(validEntry.lastName);
  });

  it('shows the button busy while the message is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockContactApi({ contact: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = renderForm();
    await fillAndSend(user);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send message' })).toHaveAttribute('data-loading', 'true'),
    );
    answer(jsonResponse({ success: { message: contactMessages.sent } }));
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Send message' })).not.toHaveAttribute('data-loading');
  });
});
