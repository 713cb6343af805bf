import { Button, Container, Paper, Stack, Text, ThemeIcon, Title, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '~/lib/paths';
import { useCountdown } from '~/lib/use-countdown';
import { countdownText, redirectSeconds } from './payment-texts';

interface PaymentResultProps {
  icon: ReactNode;
  color: MantineColor;
  title: string;
  /** The button that goes to the dashboard at once. */
  actionLabel: string;
  children: ReactNode;
}

/** The card both checkout return pages share: a verdict, then the dashboard after 5 seconds. */
export function PaymentResult({ icon, color, title, actionLabel, children }: PaymentResultProps) {
  const navigate = useNavigate();
  const secondsLeft = useCountdown(redirectSeconds, () => void navigate(paths.dashboard, { replace: true }));
  return (
    <Container size="xs" py={{ base: 'xl', sm: 80 }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 40 }}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={72} radius={72} variant="light" color={color} aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
          <Text size="sm" c="dimmed" role="timer">
            {countdownText(secondsLeft)}
          </Text>
          <Button component={Link} to={paths.dashboard} replace size="md" mt="xs">
            {actionLabel}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
