import { describe, expect, it } from 'vitest';
import { aiMessages } from '@penwise/contract';
import { createMediaSlots } from './media-slots.ts';

describe('media slots', () => {
  it('refuses a user past their own cap with 429, and lets others in', () => {
    const slots = createMediaSlots({ total: 3, perUser: 2 });
    slots.take('ann');
    slots.take('ann');
    expect(() => slots.take('ann')).toThrow(
      expect.objectContaining({ status: 429, message: aiMessages.mediaBusyForUser(2) }),
    );
    expect(() => slots.take('bob')).not.toThrow();
    expect(slots.inUse()).toBe(3);
  });

  it('refuses everyone past the global cap until a slot is given back, once', () => {
    const slots = createMediaSlots({ total: 2, perUser: 2 });
    const first = slots.take('ann');
    slots.take('bob');
    expect(() => slots.take('cat')).toThrow(
      expect.objectContaining({ status: 429, message: aiMessages.mediaBusy }),
    );
    first();
    first();
    expect(slots.inUse()).toBe(1);
    expect(() => slots.take('cat')).not.toThrow();
    expect(() => slots.take('dan')).toThrow(expect.objectContaining({ status: 429 }));
  });

  it('gives the slot back when the work fails', async () => {
    const slots = createMediaSlots({ total: 1, perUser: 1 });
    await expect(slots.run('ann', () => Promise.reject(new Error('engine down')))).rejects.toThrow(
      'engine down',
    );
    expect(slots.inUse()).toBe(0);
  });
});
