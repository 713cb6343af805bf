import { Alert, Anchor, Text } from '@mantine/core';
import { templateMessages } from '@penwise/contract';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '~/lib/paths';

/** Why a template cannot be used on the user's plan, and where to change that. */
export function TemplateAccessNotice({ plan }: { plan: string }) {
  return (
    <Alert variant="light" color="yellow" icon={<IconLock size={20} />} title="Not included in your plan">
      <Text size="sm">{templateMessages.notInPlan(plan)}</Text>
      <Anchor component={Link} to={paths.pricing} size="sm" fw={600}>
        See plans and credit packs
      </Anchor>
    </Alert>
  );
}
