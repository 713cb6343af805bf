import { Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useEngines } from '~/lib/ai-engines';
import type { FillData } from '~/lib/tool-selection';
import { findRunningGeneration, type RunningGeneration } from '../api/find-running-generation';
import { isAiTemplate, writerFileStem, writerKey, type PageWriter } from '../utils/page-tool';
import { GenerationForm, type FormStart, type VoicePickerSlot } from './generation-form';
import { OutputPanel } from './output-panel';
import { RewrittenTextEditor } from './rewritten-text-editor';
import { TemplateAccessNotice } from './template-access-notice';
import classes from './text-generation.module.css';
import { ToolHeader } from './tool-header';
import { useTemplateBlock } from './use-template-access';
import { useTextGeneration } from './use-text-generation';

interface WritingPageProps {
  writer: PageWriter;
  /** No tool was stored: the page writes with Write Anything. */
  fallback: boolean;
  /** A history item to start from, read (and removed) once per load by the screen. */
  fill: FillData | undefined;
  voicePicker?: VoicePickerSlot | undefined;
}

/** The text page for one tool or template: its form, the streamed output, then the editable text. */
export function WritingPage({ writer, fallback, fill, voicePicker }: WritingPageProps) {
  const key = writerKey(writer);
  const { run, generate, resume, stop, busy } = useTextGeneration(fill?.output ?? '');
  const engines = useEngines();
  const blockedBy = useTemplateBlock(isAiTemplate(writer));
  // A generation of this tool still running (a refresh, Back, another tab) shows again, form and all.
  const [running, setRunning] = useState<RunningGeneration>();
  // Generate pressed before the search answered: that generation is the one to show.
  const generated = useRef(false);
  useEffect(() => {
    if (fill) return;
    let current = true;
    void findRunningGeneration(key).then((found) => {
      if (!current || !found || generated.current) return;
      setRunning(found);
      void resume(found.id);
    });
    return () => {
      current = false;
    };
  }, [fill, key, resume]);
  const saved = running?.input.save_data;
  const initial: FormStart = saved
    ? {
        description: saved.description,
        fields: saved.fields,
        tone: saved.tone,
        language: saved.language,
        voiceId: saved.brand_voice_id ?? null,
      }
    : fill
      ? {
          description: fill.input,
          fields: fill.fields,
          tone: fill.tone,
          language: fill.language,
          voiceId: fill.voiceId ?? null,
        }
      : { description: '' };

  return (
    <Stack gap="xl">
      <ToolHeader writer={writer} fallback={fallback} />
      {blockedBy && <TemplateAccessNotice plan={blockedBy} />}
      <div className={classes.columns}>
        <GenerationForm
          key={running?.id ?? 'new'}
          writer={writer}
          initial={initial}
          busy={busy}
          stopping={run.stopping}
          locked={Boolean(blockedBy)}
          voicePicker={voicePicker}
          onGenerate={(body) => {
            generated.current = true;
            void generate(body);
          }}
          onStop={stop}
        />
        <OutputPanel run={run} demo={engines.data?.success.text === 'demo'} />
        {!busy && run.output && (
          <RewrittenTextEditor key={run.id} initialText={run.output} toolSlug={writerFileStem(writer)} />
        )}
      </div>
    </Stack>
  );
}
