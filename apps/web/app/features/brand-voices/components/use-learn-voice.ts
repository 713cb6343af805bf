import { brandVoiceMessages } from '@penwise/contract';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useLearnBrandVoice } from '../api/learn-brand-voice';
import { fieldCount, mergeLearned, type LearnedMerge } from '../utils/learned-fields';
import type { VoiceFormValues } from '../utils/voice-form-values';

export interface LearnOutcome {
  /** Fields filled so far from the samples. */
  filled: number;
  credits: number;
  /** Drafted values the user had typed something else for, offered through Replace all. */
  replace: LearnedMerge['replace'];
}

/**
 * 'Learn from samples' for the voice form: drafts the fields from the pasted samples and fills only
 * the empty ones, so nothing the user typed is overwritten without asking.
 */
export function useLearnVoice(form: UseFormReturnType<VoiceFormValues>) {
  const learn = useLearnBrandVoice();
  const [outcome, setOutcome] = useState<LearnOutcome>();
  const [missingSamples, setMissingSamples] = useState(false);

  const run = () => {
    const samples = form
      .getValues()
      .samples.map((sample) => sample.trim())
      .filter((sample) => sample !== '');
    setOutcome(undefined);
    setMissingSamples(samples.length === 0);
    if (samples.length === 0) return;
    learn.mutate(samples, {
      onSuccess: ({ fields, credits }) => {
        const { fill, replace } = mergeLearned(form.getValues(), fields);
        form.setValues(fill);
        setOutcome({ filled: fieldCount(fill), credits, replace });
      },
    });
  };

  const replaceAll = () => {
    if (!outcome) return;
    form.setValues(outcome.replace);
    setOutcome({ ...outcome, filled: outcome.filled + fieldCount(outcome.replace), replace: {} });
  };

  const error = missingSamples ? brandVoiceMessages.samplesRequired : undefined;
  return { run, replaceAll, outcome, pending: learn.isPending, error, failure: learn.error?.failure };
}

export type LearnVoice = ReturnType<typeof useLearnVoice>;
