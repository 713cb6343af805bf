import { billingMessages } from '@penwise/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  creditReservationsRepository,
  type CreditReservationsRepository,
  type ReservationRow,
} from './credit-reservations.repository.ts';
import { creditsRepository, type CreditsRepository } from './credits.repository.ts';

export type Reservation = Pick<ReservationRow, 'id' | 'userId' | 'fromX' | 'fromY' | 'status'>;

export interface Grant {
  userId: string;
  credits: number;
  reason: string;
  reference?: string;
  /** Unique per real-world event: a replay with the same key changes nothing. */
  idempotencyKey: string;
}

/** PostgreSQL's unique_violation, also when Drizzle wraps the driver's error as its cause. */
function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('code' in error && error.code === '23505') return true;
  return 'cause' in error && isUniqueViolation(error.cause);
}

const isNotEnough = (error: unknown) => error instanceof AppError && error.code === 'not_enough_credits';

/** What the credits service reads and writes through: balances with the ledger, and holds. */
export interface CreditsRepositories {
  ledger: CreditsRepository;
  reservations: CreditReservationsRepository;
}

/**
 * The credits service over `db`, or over a transaction (`createCreditsService(tx)`) so a hold joins the
 * caller's work; it builds its repositories on that handle.
 */
export function createCreditsService(db: Db) {
  return creditsServiceOver({
    ledger: creditsRepository(db),
    reservations: creditReservationsRepository(db),
  });
}

/** The credits ledger: balances change only here, each change with its ledger row in one transaction. */
export function creditsServiceOver(repositories: CreditsRepositories) {
  const { ledger: repo, reservations } = repositories;

  /**
   * Takes up to `credits`, from `from` first, then the other bucket, never below zero; what is missing is
   * the ledger row's shortfall. Undefined when the key was applied before.
   */
  async function takeBack(
    tx: Db,
    grant: Grant & { from: 'x' | 'y' },
  ): Promise<{ x: number; y: number; shortfall: number } | undefined> {
    const account = await repo.lockAccount(tx, grant.userId);
    const first = Math.min(grant.credits, account[grant.from]);
    const other = grant.from === 'x' ? 'y' : 'x';
    const second = Math.min(grant.credits - first, account[other]);
    const x = grant.from === 'x' ? first : second;
    const y = grant.from === 'y' ? first : second;
    const shortfall = grant.credits - x - y;
    const applied = await repo.appendLedger(tx, { ...grant, deltaX: -x, deltaY: -y, shortfall });
    if (!applied) return undefined;
    await repo.addToBalance(tx, grant.userId, -x, -y);
    return { x, y, shortfall };
  }

  return {
    balance: (userId: string) => repo.balance(userId),

    /**
     * Holds `cost` credits (subscription credits first) or throws 402. The same key returns the
     * same reservation, so a retried request never holds twice.
     */
    async reserve(userId: string, cost: number, idempotencyKey: string): Promise<Reservation> {
      try {
        const reservation = await reservations.reserve(userId, cost, idempotencyKey);
        if (!reservation) throw new AppError('not_enough_credits', 402, billingMessages.notEnoughCredits);
        return reservation;
      } catch (error) {
        // No lookup before the attempt (it would cost every call a round trip): a key already used
        // fails the insert and rolls the debit back, or finds too little left; either way the
        // reservation that holds the key is the answer.
        if (!isUniqueViolation(error) && !isNotEnough(error)) throw error;
        const existing = await reservations.findByKey(idempotencyKey);
        if (existing) return existing;
        throw error;
      }
    },

    /**
     * Holds what the balance has, up to `max` and at least `min` (pack credits alone when `packOnly`),
     * or throws 402. A full hold is tried first in one statement; only a short balance takes the
     * locked path. The same key returns the same reservation.
     */
    async reserveUpTo(
      userId: string,
      amounts: { min: number; max: number; packOnly?: boolean },
      idempotencyKey: string,
    ): Promise<Reservation> {
      const packOnly = amounts.packOnly ?? false;
      try {
        const reservation =
          (!packOnly && (await reservations.reserve(userId, amounts.max, idempotencyKey))) ||
          (await reservations.reserveUpTo(userId, { ...amounts, packOnly }, idempotencyKey));
        if (!reservation) throw new AppError('not_enough_credits', 402, billingMessages.notEnoughCredits);
        return reservation;
      } catch (error) {
        if (!isUniqueViolation(error) && !isNotEnough(error)) throw error;
        const existing = await reservations.findByKey(idempotencyKey);
        if (existing) return existing;
        throw error;
      }
    },

    /** Charges the real cost (at most what was held) and returns the rest; false if already closed. */
    settle(reservation: Reservation, actualCost: number): Promise<boolean> {
      const held = reservation.fromX + reservation.fromY;
      return reservations.close(reservation.id, 'settled', Math.max(0, Math.min(actualCost, held)));
    },

    /** The reservation with this id, to settle one whose call ran on a server that is gone. */
    findReservation: (id: string): Promise<Reservation | undefined> => reservations.findById(id),

    /** Returns everything held (the engine failed); false if already closed. */
    refund(reservation: Reservation): Promise<boolean> {
      return reservations.close(reservation.id, 'refunded', 0);
    },

    /** Adds pack credits (x) inside the caller's transaction; false when the key was already applied. */
    async grantPackCredits(tx: Db, grant: Grant): Promise<boolean> {
      await repo.lockAccount(tx, grant.userId);
      const applied = await repo.appendLedger(tx, { ...grant, deltaX: grant.credits, deltaY: 0 });
      if (applied) await repo.addToBalance(tx, grant.userId, grant.credits, 0);
      return applied;
    },

    /** Sets subscription credits (y) to exactly `credits` (0 ends them): they do not carry over. */
    async setSubscriptionCredits(tx: Db, grant: Grant): Promise<boolean> {
      const account = await repo.lockAccount(tx, grant.userId);
      const deltaY = grant.credits - account.y;
      const applied = await repo.appendLedger(tx, { ...grant, deltaX: 0, deltaY });
      if (applied) await repo.addToBalance(tx, grant.userId, 0, deltaY);
      return applied;
    },

    /**
     * Takes back up to `credits` after a refund, from the bucket the purchase filled first. What the user
     * already spent cannot be taken; it is recorded as the ledger row's shortfall.
     */
    async clawBack(tx: Db, grant: Grant & { from: 'x' | 'y' }) {
      const taken = await takeBack(tx, grant);
      return taken && { taken: taken.x + taken.y, shortfall: taken.shortfall };
    },

    /** A claw-back that answers what it took from each bucket, so it can be given back (a dispute hold). */
    holdBack: takeBack,

    /** Gives back credits an earlier claw-back held (a dispute won), to the buckets they came from. */
    async restore(tx: Db, grant: Omit<Grant, 'credits'> & { x: number; y: number }): Promise<boolean> {
      await repo.lockAccount(tx, grant.userId);
      const applied = await repo.appendLedger(tx, { ...grant, deltaX: grant.x, deltaY: grant.y });
      if (applied) await repo.addToBalance(tx, grant.userId, grant.x, grant.y);
      return applied;
    },

    /**
     * Refunds reservations held since before `before`: a call whose process crashed never settled, and
     * its credits must not stay locked. Returns how many were refunded.
     */
    async refundAbandoned(before: Date): Promise<number> {
      let refunded = 0;
      for (const id of await reservations.heldBefore(before)) {
        if (await reservations.close(id, 'refunded', 0)) refunded += 1;
      }
      return refunded;
    },

    /** Users whose balance is not the sum of their ledger: the invariant tests and operators check. */
    ledgerMismatches: () => repo.ledgerMismatches(),
  };
}

export type CreditsService = ReturnType<typeof creditsServiceOver>;
