import { Container, Stack, Text, Title } from '@mantine/core';
import { ImageSize } from '@penwise/contract';
import { useState } from 'react';
import { takeFillData } from '~/lib/tool-selection';
import { useEngines } from '~/lib/ai-engines';
import { useCredits } from '~/lib/credits';
import { useImageSizes } from '../api/fetch-image-sizes';
import { ImageForm } from './image-form';
import { ImagePanel } from './image-panel';
import { useImageGeneration } from './use-image-generation';
import columns from '~/components/generation/tool-columns.module.css';

/** /image-gen: explain an idea, pick a size, and get an image made from it. */
export function ImageGenerationScreen() {
  // Fill data is read and removed once per load. A useState initialiser runs on mount
  // only, and React keeps its first result even when StrictMode calls it twice.
  const [fill] = useState(takeFillData);
  const { run, generate } = useImageGeneration(
    fill?.output ? { url: fill.output, prompt: fill.input } : undefined,
  );
  const engines = useEngines();
  const sizes = useImageSizes();
  const credits = useCredits();
  const balance = credits.data && credits.data.success.x + credits.data.success.y;
  const restoredSize = ImageSize.safeParse(fill?.size);

  return (
    <Container size="xl" px={0}>
      <Stack gap="xl">
        <div>
          <Title order={1}>AI Image Generator</Title>
          <Text c="dimmed" mt={6} maw={640}>
            Explain your idea and get an image made from it. Each image costs credits by its size.
          </Text>
        </div>
        <div className={columns.columns}>
          <ImageForm
            initialPrompt={fill?.input ?? ''}
            initialSize={restoredSize.success ? restoredSize.data : undefined}
            allowedSizes={sizes.data?.success.allowed}
            balance={balance}
            engine={engines.data?.success.image}
            busy={run.busy}
            error={run.error}
            onGenerate={(body) => void generate(body)}
          />
          <ImagePanel run={run} demo={engines.data?.success.image === 'demo'} />
        </div>
      </Stack>
    </Container>
  );
}
