import { planIncludesTemplates, textMinTokens, textTokenCost } from '@penwise/contract';
import { usePlanStatus } from '~/lib/plan-status';
import { useSession } from '~/lib/session';
import { useCredits } from '~/lib/credits';

/**
 * The plan that keeps this tool (`isTemplate`: an AI template, see isAiTemplate) from the user, or undefined when they may use it (or it is not known
 * yet: the server decides anyway). A plan without AI templates (Starter) may still use them with
 * pack credits, which pay for everything; with fewer than a short answer costs, the server refuses.
 */
export function useTemplateBlock(isTemplate: boolean): string | undefined {
  const loggedIn = Boolean(useSession());
  const plan = usePlanStatus(loggedIn && isTemplate);
  const limited = isTemplate && typeof plan === 'string' && !planIncludesTemplates(plan);
  const credits = useCredits({ enabled: limited });
  if (!limited || !credits.data) return undefined;
  return credits.data.success.x >= textTokenCost(textMinTokens) ? undefined : plan;
}
