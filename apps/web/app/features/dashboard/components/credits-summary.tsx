import { Skeleton, Text } from '@mantine/core';
import type { CreditsAnswer } from '@penwise/contract';
import classes from './upgrade-banner.module.css';
import { formatCount } from '~/lib/format-number';

interface CreditsSummaryProps {
  credits: CreditsAnswer['success'] | undefined;
  failed: boolean;
}

/** The balance (x + y) and where it comes from: packs (x, never expire) and the plan (y, monthly). */
export function CreditsSummary({ credits, failed }: CreditsSummaryProps) {
  if (!credits) {
    return failed ? (
      <Text className={classes.muted}>Your credits could not be loaded. Reload the page to try again.</Text>
    ) : (
      <Skeleton height={64} width={220} radius="md" opacity={0.35} aria-label="Loading your credits" />
    );
  }
  return (
    <div>
      <Text component="p" className={classes.total}>
        {formatCount(credits.x + credits.y)}
        <Text component="span" className={classes.totalUnit}>
          credits
        </Text>
      </Text>
      <Text size="sm" className={classes.muted}>
        {formatCount(credits.x)} pack credits · {formatCount(credits.y)} subscription credits
      </Text>
    </div>
  );
}
