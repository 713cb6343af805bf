import type { VoiceIssue, VoiceIssueRule } from '@penwise/contract';

export const ruleNames: Record<VoiceIssueRule, string> = {
  'avoid-word': 'Word to avoid',
  'sentence-length': 'Sentence too long',
  person: 'Wrong person',
};

/**
 * The issues left once `accepted` has been applied to the text: those after it move by the length it
 * changed by; one overlapping it keeps its offsets and so no longer matches the text (see stillApplies).
 */
export function afterAccepting(issues: readonly VoiceIssue[], accepted: VoiceIssue): VoiceIssue[] {
  const shift = accepted.suggestion.length - (accepted.end - accepted.start);
  return issues
    .filter((issue) => issue !== accepted)
    .map((issue) =>
      issue.start >= accepted.end ? { ...issue, start: issue.start + shift, end: issue.end + shift } : issue,
    );
}

/** Whether the text still holds the issue's excerpt where the check found it (no edit since). */
export function stillApplies(issue: VoiceIssue, text: string): boolean {
  return text.slice(issue.start, issue.end) === issue.excerpt;
}
