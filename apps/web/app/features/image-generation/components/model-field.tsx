import { SegmentedControl, Stack, Text } from '@mantine/core';
import classes from './image-generation.module.css';

/** Which engine draws: DALL-E, or the offline demo engine (labelled as the other studios label it). */
export function ModelField({ demo }: { demo: boolean }) {
  const model = demo ? { value: 'demo', label: 'Demo mode' } : { value: 'dall-e', label: 'DALL-E' };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="image-model-label">
        Model
      </Text>
      {/* One model family today; shown so the user knows what draws the picture. */}
      <SegmentedControl
        aria-labelledby="image-model-label"
        data={[model]}
        value={model.value}
        color="penwise"
        className={classes.model}
      />
    </Stack>
  );
}
