import { Button, Text } from '@mantine/core';
import { IconDownload, IconPhotoAi } from '@tabler/icons-react';
import { useState } from 'react';
import { DemoNotice } from '~/components/generation/demo-notice';
import { EmptyResult } from '~/components/generation/empty-result';
import { ResultPanel } from '~/components/generation/result-panel';
import { LoadingOverlay } from '~/components/loading-overlay';
import { usePopup } from '~/components/popup/popup-provider';
import { brand } from '~/lib/brand';
import { downloadImage } from '../api/download-image';
import { mediaSrc } from '~/lib/media';
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
  const { image } = run;

  const download = async (url: string) => {
    setSaving(true);
    const saved = await downloadImage(url);
    setSaving(false);
    if (!saved) popup.showError('The image could not be downloaded. Please try again.');
  };

  return (
    <ResultPanel
      title="Your image"
      titleId="image-title"
      actions={
        image &&
        !run.busy && (
          <Button
            variant="light"
            leftSection={<IconDownload size={18} />}
            loading={saving}
            onClick={() => void download(image.url)}
          >
            Download
          </Button>
        )
      }
      started={run.busy}
    >
      {demo && (
        <DemoNotice>
          Images are drawn by {brand.name}&apos;s offline demo engine, not an AI model: a simple picture of
          the prompt&apos;s main subject, place and colours where it knows them.
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
    </ResultPanel>
  );
}
