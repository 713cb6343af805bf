import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { brand } from '~/lib/brand';
import { paths } from '~/lib/paths';
import { Logo } from './logo';

interface BrandLinkProps {
  /** Shows the mark only, e.g. in the collapsed sidebar. */
  compact?: boolean;
  onClick?: () => void;
}

/** Logo and brand name, linking home. */
export function BrandLink({ compact = false, onClick }: BrandLinkProps) {
  return (
    <UnstyledButton component={Link} to={paths.home} onClick={onClick} aria-label={`${brand.name} home`}>
      <Group gap={10} wrap="nowrap">
        <Logo />
        {!compact && (
          <Text component="span" fw={800} fz={22} lts={-0.4} c="var(--penwise-text-strong)">
            {brand.name}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
