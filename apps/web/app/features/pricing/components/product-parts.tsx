import { Button, Group, Text, type ButtonProps } from '@mantine/core';
import type { Product } from '@penwise/contract';
import { priceUnit } from '../utils/format';

/** The display price ('$19.99'), per month for plans. */
export function PriceTag({ product }: { product: Product }) {
  return (
    <Group gap={6} align="baseline" wrap="nowrap">
      <Text component="span" fz={32} fw={800} lh={1}>
        {product.price}
      </Text>
      <Text component="span" c="dimmed" size="sm">
        {priceUnit(product)}
      </Text>
    </Group>
  );
}

interface GetStartedButtonProps extends Pick<ButtonProps, 'fullWidth'> {
  product: Product;
  onSelect: (product: Product) => Promise<void>;
  /** The logged-in user's active plan: its own button reads 'Current plan' and buys nothing. */
  currentPlan?: string | null;
}

/** Each plan's 'Get started'; its accessible name says which product it buys. */
export function GetStartedButton({ product, onSelect, fullWidth, currentPlan }: GetStartedButtonProps) {
  if (currentPlan && product.title === currentPlan) {
    return (
      <Button variant="default" fullWidth={fullWidth} disabled>
        Current plan
      </Button>
    );
  }
  return (
    <Button
      aria-label={`Get started with ${product.title}`}
      variant={product.badge ? 'filled' : 'light'}
      fullWidth={fullWidth}
      onClick={() => void onSelect(product)}
    >
      Get started
    </Button>
  );
}
