import { aiMessages } from '@penwise/contract';
import { AppError } from '../../errors.ts';

/** Gives back a slot; calling it again does nothing. */
export type ReleaseSlot = () => void;

/**
 * Caps concurrent media generations (images, voiceovers, transcriptions): each holds a provider
 * connection, a worker or a decoder and its buffers while it runs, so memory and the provider's
 * concurrency stay bounded. Beyond a cap the call answers 429 at once instead of queueing.
 */
export function createMediaSlots(limits: { total: number; perUser: number }) {
  let inUse = 0;
  const byUser = new Map<string, number>();
  return {
    /** Takes a slot for `userId` or throws 429 (the user's own cap first: it tells them what to do). */
    take(userId: string): ReleaseSlot {
      const mine = byUser.get(userId) ?? 0;
      if (mine >= limits.perUser)
        throw new AppError('rate_limited', 429, aiMessages.mediaBusyForUser(limits.perUser));
      if (inUse >= limits.total) throw new AppError('rate_limited', 429, aiMessages.mediaBusy);
      inUse += 1;
      byUser.set(userId, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inUse -= 1;
        const left = (byUser.get(userId) ?? 1) - 1;
        if (left > 0) byUser.set(userId, left);
        else byUser.delete(userId);
      };
    },

    /** Runs `work` holding a slot, and gives it back however the work ends. */
    async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
      const release = this.take(userId);
      try {
        return await work();
      } finally {
        release();
      }
    },

    inUse: () => inUse,
  };
}

export type MediaSlots = ReturnType<typeof createMediaSlots>;
