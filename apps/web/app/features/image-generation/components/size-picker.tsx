import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { ImageSize, imageSizes } from '@penwise/contract';
import { sizeCostLabel, sizeLabel, sizeNeedsLabel } from '../utils/image-files';
import classes from './image-generation.module.css';

interface SizePickerProps {
  value: ImageSize;
  /** The sizes the user may make; undefined while unknown (then none is disabled: the server decides). */
  allowed: readonly ImageSize[] | undefined;
  onChange: (size: ImageSize) => void;
}

/** The three sizes with their price; a size the user's plan and packs do not allow says what would. */
export function SizePicker({ value, allowed, onChange }: SizePickerProps) {
  return (
    <Radio.Group
      label="Size"
      description="Larger images cost more credits."
      value={value}
      onChange={(next) => {
        const parsed = ImageSize.safeParse(next);
        if (parsed.success) onChange(parsed.data);
      }}
    >
      {/* One per row on phones: three side by side do not fit 1024x1024 in 390px. */}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" mt="xs">
        {imageSizes.map((option) => {
          const disabled = allowed !== undefined && !allowed.includes(option);
          const reason = disabled ? sizeNeedsLabel(option) : undefined;
          return (
            <Radio.Card
              key={option}
              value={option}
              aria-label={sizeLabel(option)}
              aria-describedby={reason && `image-size-needs-${option}`}
              disabled={disabled}
              radius="md"
              className={classes.sizeCard}
            >
              <Group gap={8} wrap="nowrap" align="flex-start">
                <Radio.Indicator size="xs" mt={3} disabled={disabled} />
                <div>
                  <Text size="sm" fw={600}>
                    {option}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {sizeCostLabel(option)}
                  </Text>
                  {reason && (
                    <Text id={`image-size-needs-${option}`} size="xs" c="var(--penwise-text-warning)" mt={2}>
                      {reason}
                    </Text>
                  )}
                </div>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
