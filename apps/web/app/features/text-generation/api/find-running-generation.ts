import { apiPaths, GenTextInput, HistoryAnswer, type HistoryItem } from '@penwise/contract';
import { apiPost, isFailure } from '~/lib/api-client';

// A user runs a handful at most; the running ones are among the newest.
const newestLooked = 10;

export interface RunningGeneration {
  id: string;
  input: GenTextInput;
}

const isRunning = (item: HistoryItem) => item.status === 'running' || item.status === 'queued';

/**
 * The user's text generation with this tool that is still being written (a refresh, Back, a second
 * tab), so the page can show it again with its description and settings; undefined when none is.
 */
export async function findRunningGeneration(toolSlug: string): Promise<RunningGeneration | undefined> {
  const result = await apiPost(
    apiPaths.plans.showHistory,
    { type: 'GenText', limit: newestLooked },
    HistoryAnswer,
  );
  if (isFailure(result)) return undefined;
  for (const item of result.success) {
    const input = GenTextInput.safeParse(item.input);
    if (isRunning(item) && input.success && input.data.save_data.tool === toolSlug)
      return { id: item.id, input: input.data };
  }
  return undefined;
}
