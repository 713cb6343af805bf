import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import { paymentTexts } from './payment-texts';

/** /success opened without a checkout to check: nothing was paid, so nothing is claimed. */
export function NoPaymentCard() {
  return (
    <Container size="xs" py={{ base: 'xl', sm: 80 }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 40 }}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={72} radius={72} variant="light" color="gray" aria-hidden>
            <IconReceiptOff size={38} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {paymentTexts.noPaymentTitle}
          </Title>
          <Text c="dimmed">{paymentTexts.noPaymentMessage}</Text>
          <Button component={Link} to={paths.pricing} size="md" mt="xs">
            {paymentTexts.seePricing}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
