import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPhotoAi } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { DemoNotice } from '../../../components/generation/demo-notice';
import { EmptyResult } from '../../../components/generation/empty-result';
import { useRevealOnStart } from '../../../components/generation/use-reveal-on-start';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { usePopup } from '../../../components/popup/popup-provider';
import { brand } from '../../../lib/brand';
import { downloadImage } from '../api/download-image';
import { mediaSrc } from '../../../lib/media';
import classes from './image-generation.module.css';
import type { ImageRun } from './use-image-generation';

interface ImagePanelProps {
  run: ImageRun;
  /** The server draws with its offline demo engine: say so, so nobody mistakes it for AI art. */
  demo: boolean;
}

/** The generated image in a frame, with the overlay while it is drawn and a Download button. */
export function ImagePanel({ run, demo }: ImagePanelProps) {
  const popup = usePopup();
  const [saving, setSaving] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const { image } = run;

  useRevealOnStart(panel, run.busy);

  const download = async (url: string) => {
    setSaving(true);
    const saved = await downloadImage(url);
    setSaving(false);
    if (!saved) popup.showError('The image could not be downloaded. Please try again.');
  };

  return (
    <Paper
      ref={panel}
      withBorder
      shadow="xs"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="image-title"
      className={classes.output}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="image-title">
            Your image
          </Title>
          {image && !run.busy && (
            <Button
              variant="light"
              leftSection={<IconDownload size={18} />}
              loading={saving}
              onClick={() => void download(image.url)}
            >
              Download
            </Button>
          )}
        </Group>
        {demo && (
          <DemoNotice>
            Images are drawn by {brand.name}&apos;s offline demo engine, not an AI model: an abstract picture
            with your prompt as its caption.
          </DemoNotice>
        )}
        <div className={classes.frame}>
          <LoadingOverlay visible={run.busy} label="Generating your image…" />
          {image ? (
            <img src={mediaSrc(image.url)} alt={image.prompt} className={classes.image} />
          ) : (
            !run.busy && (
              <EmptyResult
                icon={IconPhotoAi}
                title="Your image will appear here"
                hint="Explain your idea, pick a size, then press Generate."
              />
            )
          )}
        </div>
        {image && (
          <Text size="sm" c="dimmed" className={classes.caption}>
            {run.fromHistory ? 'Opened from your history: ' : 'Prompt: '}
            {image.prompt}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
