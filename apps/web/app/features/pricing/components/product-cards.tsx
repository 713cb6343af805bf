import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import type { Product } from '@penwise/contract';
import { formatCredits } from '../utils/format';
import { FeatureValue } from './feature-value';
import { GetStartedButton, PriceTag } from './product-parts';
import classes from './pricing.module.css';

interface ProductCardsProps {
  products: readonly Product[];
  label: string;
  onSelect: (product: Product) => Promise<void>;
  /** The logged-in user's active plan, marked 'Current plan' instead of 'Get started'. */
  currentPlan?: string | null;
}

/** Small screens: one card per plan or pack, stacked, each with its whole feature list. */
export function ProductCards({ products, label, onSelect, currentPlan }: ProductCardsProps) {
  return (
    <ul className={classes.cards} aria-label={label}>
      {products.map((product) => (
        <li key={product.title}>
          <Paper
            withBorder
            p="lg"
            shadow="xs"
            className={classes.card}
            data-popular={product.badge ? true : undefined}
          >
            <div>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Title order={2} size="h4">
                  {product.title}
                </Title>
                {product.badge && <Badge variant="filled">{product.badge}</Badge>}
              </Group>
              <Text c="dimmed" size="sm" mt={4}>
                {product.description}
              </Text>
            </div>
            <PriceTag product={product} />
            <Text fw={700} c="var(--penwise-text-primary)">
              {formatCredits(product.credits)}
            </Text>
            <dl className={classes.featureList}>
              {Object.entries(product.features).map(([name, value]) => (
                <div key={name} className={classes.featureRow}>
                  <dt>{name}</dt>
                  <dd>
                    <FeatureValue value={value} />
                  </dd>
                </div>
              ))}
            </dl>
            <GetStartedButton product={product} onSelect={onSelect} currentPlan={currentPlan} fullWidth />
          </Paper>
        </li>
      ))}
    </ul>
  );
}
