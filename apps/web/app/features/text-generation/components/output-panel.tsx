import { Group } from '@mantine/core';
import { IconTextPlus } from '@tabler/icons-react';
import { SaveAsDocumentButton } from '~/components/documents/save-as-document-button';
import { DemoNotice } from '~/components/generation/demo-notice';
import { EmptyResult } from '~/components/generation/empty-result';
import { ResultPanel } from '~/components/generation/result-panel';
import { LoadingOverlay } from '~/components/loading-overlay';
import { brand } from '~/lib/brand';
import { titleFromText } from '~/lib/create-document';
import { GenerationStatus } from './generation-status';
import classes from './text-generation.module.css';
import type { GenerationRun } from './use-text-generation';

interface OutputPanelProps {
  run: GenerationRun;
  /** The server writes with its offline demo engine: say so, so nobody mistakes it for AI output. */
  demo: boolean;
}

/** The generated text as it streams in, with the overlay until the first words arrive. */
export function OutputPanel({ run, demo }: OutputPanelProps) {
  const streaming = run.phase === 'streaming';

  return (
    <ResultPanel
      title="Output"
      titleId="output-title"
      started={run.phase === 'waiting'}
      runKey={run.id}
      className={classes.output}
    >
      {demo && (
        <DemoNotice>
          This text is written by {brand.name}&apos;s offline demo engine, not an AI model. It follows the
          tool&apos;s format but is sample content.
        </DemoNotice>
      )}
      <div className={classes.outputBox}>
        <LoadingOverlay visible={run.phase === 'waiting'} label="Generating your text…" />
        {/* Always present, so screen readers announce the text as it arrives. */}
        <div aria-live="polite" aria-busy={streaming} className={classes.outputText}>
          {run.output ? (
            <>
              {run.output}
              {streaming && <span className={classes.caret} aria-hidden />}
            </>
          ) : (
            run.phase !== 'waiting' && (
              <EmptyResult
                icon={IconTextPlus}
                title="Your text will appear here"
                hint="Describe what you need, pick a tone and a language, then press Generate."
              />
            )
          )}
        </div>
      </div>
      <GenerationStatus run={run} />
      {run.output && !streaming && run.phase !== 'waiting' && (
        <Group justify="flex-end" mt="sm">
          <SaveAsDocumentButton title={titleFromText(run.output)} text={run.output} size="sm" />
        </Group>
      )}
    </ResultPanel>
  );
}
