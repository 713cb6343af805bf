import { z } from 'zod';

/** DESIGN "HTTP API": every successful product call answers `{ success: … }`. */
export function successAnswer<T extends z.ZodType>(success: T) {
  return z.object({ success });
}

/** An answer that is one message for the user (signup, reset, cancel-plan…). */
export const MessageAnswer = successAnswer(z.string());
export type MessageAnswer = z.infer<typeof MessageAnswer>;
