import { brandVoiceMessages, type LearnVoiceAnswer } from '@penwise/contract';
import { AppError } from '../../errors.ts';
import { learnedVoiceFields } from './learned-voice.ts';
import type { TextGenerationService } from './text-generation.service.ts';
import { learnVoiceText } from './voice-learning-prompt.ts';

/**
 * Drafts a brand voice's fields from samples: a text generation (held, charged by tokens and listed in
 * history like any other) whose answer is a JSON object of the fields. An answer with nothing usable is
 * a 422, and stays charged: the engine did the work and its provider billed it.
 */
export function createVoiceLearningService(deps: { text: Pick<TextGenerationService, 'startPrepared'> }) {
  return {
    async learn(userId: string, samples: readonly string[]): Promise<LearnVoiceAnswer['success']> {
      const { done } = await deps.text.startPrepared(userId, learnVoiceText(samples));
      const outcome = await done();
      if (!outcome.ok) throw outcome.error;
      const fields = learnedVoiceFields(outcome.text.text);
      if (!fields) throw new AppError('validation_failed', 422, brandVoiceMessages.learnFailed, 'samples');
      return { fields, credits: outcome.text.credits, historyId: outcome.text.historyId };
    },
  };
}

export type VoiceLearningService = ReturnType<typeof createVoiceLearningService>;
