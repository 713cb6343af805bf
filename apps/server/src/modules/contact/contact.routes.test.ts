import { describe, expect, it } from 'vitest';
import { apiPaths, contactMessages, defaultSiteInfo } from '@penwise/contract';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { contactRepository } from './contact.repository.ts';

const valid = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  country: 'GB',
  phoneNumber: '+44 20 7946 0958',
  message: 'Can Penwise run on our own servers?',
};

let ipCounter = 0;
/** A fresh client address per call, so the hourly limit only bites where a test means it to. */
const freshIp = () => `10.0.${String(Math.floor(++ipCounter / 250))}.${String(ipCounter % 250)}`;

describe.each(engines)('POST /api/auth/contact (%s)', (engine) => {
  const testApp = useTestApp(engine, { SUPPORT_EMAIL: 'help@example.org', TRUST_PROXY: '127.0.0.1' });
  const send = (payload: object, ip = freshIp()) =>
    testApp().app.inject({
      method: 'POST',
      url: apiPaths.auth.contact,
      payload,
      headers: { 'x-forwarded-for': ip },
    });
  const stored = () => contactRepository(testApp().database.db).list();

  it('stores the message, e-mails it to support with a reply-to, and answers the SPEC text', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: { message: 'Message Sent To Our Support Team!' } });
    expect((await stored()).find((row) => row.message === valid.message)).toMatchObject(valid);
    const mail = (await testApp().outbox()).find((m) => m.includes('Can Penwise run on our own servers?'));
    expect(mail).toBeDefined();
    expect(mail).toMatch(/^To: help@example\.org/m);
    expect(mail).toMatch(/^Reply-To: grace@example\.com/m);
    expect(mail).toContain('United Kingdom');
  });

  it('defaults the country to US', async () => {
    const withoutCountry: Partial<typeof valid> = { ...valid, message: 'no country given' };
    delete withoutCountry.country;
    expect((await send(withoutCountry)).statusCode).toBe(200);
    expect((await stored()).find((row) => row.message === 'no country given')?.country).toBe('US');
  });

  it.each(['firstName', 'lastName', 'email', 'phoneNumber', 'message'])(
    'refuses a message without %s, naming the field, and keeps nothing',
    async (field) => {
      const before = (await stored()).length;
      const res = await send({ ...valid, [field]: '  ' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', field });
      expect((await stored()).length).toBe(before);
    },
  );

  it.each([
    ['an e-mail without a domain', { email: 'grace@' }, 'email'],
    ['a phone made of letters', { phoneNumber: 'call me' }, 'phoneNumber'],
    ['GS, left out of the country list', { country: 'GS' }, 'country'],
    ['a country code that does not exist', { country: 'ZZ' }, 'country'],
    ['a message over 5,000 characters', { message: 'x'.repeat(5001) }, 'message'],
  ])('refuses %s', async (_name, change, field) => {
    const res = await send({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field });
  });

  it.each([
    ['firstName', 'Grace\r\nBcc: everyone@example.com'],
    ['lastName', 'Hopper\nFrom: ceo@example.com'],
    ['lastName', 'Hopper\u2028From: ceo@example.com'],
    ['phoneNumber', '+1 555\n\n000 0000'],
    ['firstName', 'Gr\u0007ace'],
  ])(
    'refuses a line break or control character in %s with a clear 400, and keeps nothing',
    async (field, value) => {
      const before = (await stored()).length;
      const res = await send({ ...valid, [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', field });
      expect(res.json<{ error: string }>().error).toContain(contactMessages.singleLine);
      expect((await stored()).length).toBe(before);
    },
  );

  it('takes line breaks in the message itself', async () => {
    const res = await send({ ...valid, message: 'First line.\r\nSecond line.' });
    expect(res.statusCode).toBe(200);
  });

  it('answers a bot that filled the hidden field as usual, but keeps and sends nothing', async () => {
    const before = (await stored()).length;
    const res = await send({ ...valid, message: 'Buy cheap followers', website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect((await stored()).length).toBe(before);
    expect((await testApp().outbox()).some((m) => m.includes('Buy cheap followers'))).toBe(false);
  });

  it('takes 5 messages an hour from one address, then answers 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await send(valid, ip)).statusCode).toBe(200);
    const sixth = await send(valid, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'rate_limited' });
    expect((await send(valid)).statusCode).toBe(200);
  });
});

describe('GET /api/site', () => {
  const testApp = useTestApp('pglite', {
    BRAND_NAME: 'Inkwell',
    COMPANY_NAME: 'Inkwell Labs Ltd',
    SALES_EMAIL: 'sales@inkwell.example',
    COMPANY_PHONE: '+44 (20) 7946-0958',
  });

  it('answers the configured details, with defaults for the rest', async () => {
    const res = await testApp().app.inject({ method: 'GET', url: apiPaths.site });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual({
      success: {
        brandName: 'Inkwell',
        companyName: 'Inkwell Labs Ltd',
        supportEmail: defaultSiteInfo.supportEmail,
        salesEmail: 'sales@inkwell.example',
        companyAddress: defaultSiteInfo.companyAddress,
        companyPhone: '+44 (20) 7946-0958',
      },
    });
    expect(contactMessages.sent).toBe('Message Sent To Our Support Team!');
  });
});
