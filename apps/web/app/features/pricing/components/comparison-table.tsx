import { Badge, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Product } from '@penwise/contract';
import { featureNames, formatFeatureText } from '../utils/format';
import { FeatureValue } from './feature-value';
import { GetStartedButton, PriceTag } from './product-parts';
import classes from './pricing.module.css';

interface ComparisonTableProps {
  products: readonly Product[];
  label: string;
  onSelect: (product: Product) => Promise<void>;
  /** The logged-in user's active plan, marked 'Current plan' instead of 'Get started'. */
  currentPlan?: string | null;
}

/** Large screens: the shown plans or packs side by side, one row per feature. */
export function ComparisonTable({ products, label, onSelect, currentPlan }: ComparisonTableProps) {
  const popular = (product: Product) => (product.badge ? true : undefined);
  // Keeps the titles level when one product has a badge; no empty row when none has.
  const anyBadge = products.some((product) => product.badge);
  return (
    <div className={classes.tableWrap}>
      <Table className={classes.table} layout="fixed" verticalSpacing="sm" horizontalSpacing="lg">
        <caption>
          <VisuallyHidden>{label}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="22%">
              <VisuallyHidden>Feature</VisuallyHidden>
            </Table.Th>
            {products.map((product) => (
              <Table.Th
                key={product.title}
                scope="col"
                className={classes.productHead}
                data-popular={popular(product)}
              >
                <Stack gap="sm" py="sm">
                  {anyBadge && (
                    <div className={classes.badgeSlot}>
                      {product.badge && <Badge variant="filled">{product.badge}</Badge>}
                    </div>
                  )}
                  <Text fw={800} size="lg">
                    {product.title}
                  </Text>
                  <PriceTag product={product} />
                  <Text c="dimmed" size="sm" fw={400} mih={42}>
                    {product.description}
                  </Text>
                  <GetStartedButton
                    product={product}
                    onSelect={onSelect}
                    currentPlan={currentPlan}
                    fullWidth
                  />
                </Stack>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Credits</Table.Th>
            {products.map((product) => (
              <Table.Td key={product.title} data-popular={popular(product)}>
                {formatFeatureText(String(product.credits))}
              </Table.Td>
            ))}
          </Table.Tr>
          {featureNames(products).map((name) => (
            <Table.Tr key={name}>
              <Table.Th scope="row">{name}</Table.Th>
              {products.map((product) => (
                <Table.Td key={product.title} data-popular={popular(product)}>
                  <FeatureValue value={product.features[name]} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
