import { Container, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { takeFillData } from '~/lib/tool-selection';
import { useEngines } from '~/lib/ai-engines';
import { findRunningGeneration, type RunningGeneration } from '../api/find-running-generation';
import { readPageTool } from '../utils/page-tool';
import { GenerationForm } from './generation-form';
import { OutputPanel } from './output-panel';
import { RewrittenTextEditor } from './rewritten-text-editor';
import classes from './text-generation.module.css';
import { ToolHeader } from './tool-header';
import { useTextGeneration } from './use-text-generation';
import { TemplateAccessNotice } from './template-access-notice';
import { useTemplateBlock } from './use-template-access';

/** /templates-c: write with the selected tool, watch it stream, then edit and save. */
export function TextGenerationScreen() {
  const [{ tool, fallback }] = useState(readPageTool);
  // Fill data is read and removed once per load. A useState initialiser runs on mount
  // only, and React keeps its first result even when StrictMode calls it twice.
  const [fill] = useState(takeFillData);
  const { run, generate, resume, stop, busy } = useTextGeneration(fill?.output ?? '');
  const engines = useEngines();
  const blockedBy = useTemplateBlock(tool);
  // A generation of this tool still running (a refresh, Back, another tab) shows again, form and all.
  const [running, setRunning] = useState<RunningGeneration>();
  // Generate pressed before the search answered: that generation is the one to show.
  const generated = useRef(false);
  useEffect(() => {
    if (fill) return;
    let current = true;
    void findRunningGeneration(tool.slug).then((found) => {
      if (!current || !found || generated.current) return;
      setRunning(found);
      void resume(found.id);
    });
    return () => {
      current = false;
    };
  }, [fill, tool.slug, resume]);
  const saved = running?.input.save_data;
  const initial = saved
    ? { description: saved.description, tone: saved.tone, language: saved.language }
    : { description: fill?.input ?? '', tone: fill?.tone, language: fill?.language };

  return (
    <Container size="xl" px={0}>
      <Stack gap="xl">
        <ToolHeader tool={tool} fallback={fallback} />
        {blockedBy && <TemplateAccessNotice plan={blockedBy} />}
        <div className={classes.columns}>
          <GenerationForm
            key={running?.id ?? 'new'}
            tool={tool}
            initial={initial}
            busy={busy}
            stopping={run.stopping}
            locked={Boolean(blockedBy)}
            onGenerate={(body) => {
              generated.current = true;
              void generate(body);
            }}
            onStop={stop}
          />
          <OutputPanel run={run} demo={engines.data?.success.text === 'demo'} />
          {!busy && run.output && (
            <RewrittenTextEditor key={run.id} initialText={run.output} toolSlug={tool.slug} />
          )}
        </div>
      </Stack>
    </Container>
  );
}
