import { describe, expect, it } from 'vitest';
import type { CreditReservationsRepository, ReservationRow } from './credit-reservations.repository.ts';
import type { CreditsRepository } from './credits.repository.ts';
import { creditsServiceOver } from './credits.service.ts';

const held: ReservationRow = {
  id: '7',
  userId: 'user-1',
  fromX: 30,
  fromY: 10,
  status: 'held',
  charged: 0,
  idempotencyKey: 'gen-1',
  createdAt: new Date('2026-01-01T12:00:00Z'),
  settledAt: null,
};

/** The service over fake holds: only the methods a test names exist; the ledger is never reached. */
function serviceOver(reservations: Partial<CreditReservationsRepository>) {
  return creditsServiceOver({
    ledger: {} as CreditsRepository,
    reservations: reservations as CreditReservationsRepository,
  });
}

describe('the credits service over fake repositories', () => {
  it('charges at most what it held, and nothing below zero', async () => {
    const closed: [string, string, number][] = [];
    const credits = serviceOver({
      close: (id, status, charged) => {
        closed.push([id, status, charged]);
        return Promise.resolve(true);
      },
    });
    await credits.settle(held, 1_000);
    await credits.settle(held, -5);
    expect(closed).toEqual([
      ['7', 'settled', 40],
      ['7', 'settled', 0],
    ]);
  });

  it('answers a key used before (unique violation, wrapped by the driver) with its reservation', async () => {
    const credits = serviceOver({
      reserve: () => Promise.reject(new Error('insert failed', { cause: { code: '23505' } })),
      findByKey: (key) => Promise.resolve(key === 'gen-1' ? held : undefined),
    });
    expect(await credits.reserve('user-1', 40, 'gen-1')).toBe(held);
  });

  it('refuses with 402 when nothing could be held and the key is new', async () => {
    const credits = serviceOver({
      reserve: () => Promise.resolve(undefined),
      findByKey: () => Promise.resolve(undefined),
    });
    await expect(credits.reserve('user-1', 40, 'gen-2')).rejects.toMatchObject({
      status: 402,
      code: 'not_enough_credits',
    });
  });
});
