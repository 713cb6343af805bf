// No zod here: the home page lists the voices without loading any schema.

/** The six voices, by OpenAI's names; the first is the default. */
export const voices = ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'] as const;

/** A voice as the dropdown shows it: 'Alloy'. */
export const voiceLabel = (voice: (typeof voices)[number]) => voice.charAt(0).toUpperCase() + voice.slice(1);
