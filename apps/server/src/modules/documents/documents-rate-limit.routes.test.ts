import { describe, expect, it } from 'vitest';
import { apiPaths, DocumentCreatedAnswer } from '@penwise/contract';
import { newBuyer, type Buyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';

type Method = 'POST' | 'PUT' | 'DELETE';
const missingId = '00000000-0000-4000-8000-000000000000';

describe.each(engines)('document write rate limits (%s)', (engine) => {
  const testApp = useTestApp(engine);

  const call = (buyer: Buyer, method: Method, url: string, payload?: object) =>
    testApp().app.inject({ method, url, headers: buyer.headers, ...(payload ? { payload } : {}) });
  /** The statuses of `times` calls in a row. */
  async function statuses(times: number, send: () => ReturnType<typeof call>) {
    const answers: number[] = [];
    for (let i = 0; i < times; i += 1) answers.push((await send()).statusCode);
    return answers;
  }

  it('answers 429 after 30 new documents a minute from one user, and not to another user at the same address', async () => {
    const busy = await newBuyer(testApp());
    const other = await newBuyer(testApp());
    const create = (buyer: Buyer) =>
      call(buyer, 'POST', apiPaths.documents.list, { title: 'Often', content: '<p>x</p>' });
    const answers = await statuses(31, () => create(busy));
    expect(answers.filter((status) => status === 200)).toHaveLength(30);
    expect(answers.at(-1)).toBe(429);
    const limited = await create(busy);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect((await create(other)).statusCode).toBe(200);
  });

  it('answers 429 after 120 saves a minute', async () => {
    const buyer = await newBuyer(testApp());
    const created = await call(buyer, 'POST', apiPaths.documents.list, { title: 'Draft', content: '' });
    const url = apiPaths.documents.one(DocumentCreatedAnswer.parse(created.json()).success.id);
    const answers = await statuses(121, () => call(buyer, 'PUT', url, { content: '<p>typing</p>' }));
    expect(answers.filter((status) => status === 200)).toHaveLength(120);
    expect(answers.at(-1)).toBe(429);
  });

  it('answers 429 after 60 deletes a minute', async () => {
    const buyer = await newBuyer(testApp());
    const answers = await statuses(61, () => call(buyer, 'DELETE', apiPaths.documents.one(missingId)));
    expect(answers.filter((status) => status === 404)).toHaveLength(60);
    expect(answers.at(-1)).toBe(429);
  });
});
