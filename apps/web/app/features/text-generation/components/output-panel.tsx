import { Alert, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlask, IconTextPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { brand } from '../../../lib/brand';
import { GenerationStatus } from './generation-status';
import classes from './text-generation.module.css';
import type { GenerationRun } from './use-text-generation';

interface OutputPanelProps {
  run: GenerationRun;
  /** The server writes with its offline demo engine: say so, so nobody mistakes it for AI output. */
  demo: boolean;
}

function EmptyOutput() {
  return (
    <Stack align="center" gap="xs" ta="center" className={classes.empty}>
      <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
        <IconTextPlus size={24} stroke={1.6} />
      </ThemeIcon>
      <Text fw={600}>Your text will appear here</Text>
      <Text size="sm" c="dimmed" maw={320}>
        Describe what you need, pick a tone and a language, then press Generate.
      </Text>
    </Stack>
  );
}

/** The generated text as it streams in, with the overlay until the first words arrive (SPEC §4). */
export function OutputPanel({ run, demo }: OutputPanelProps) {
  const streaming = run.phase === 'streaming';
  const panel = useRef<HTMLElement>(null);

  // On a phone the panel sits below the form: bring it into view when a generation starts.
  useEffect(() => {
    const element = panel.current;
    if (run.phase !== 'waiting' || !element) return;
    if (element.getBoundingClientRect().top > window.innerHeight * 0.6) {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    }
  }, [run.phase, run.id]);

  return (
    <Paper
      ref={panel}
      withBorder
      shadow="xs"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="output-title"
      className={classes.output}
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="output-title">
          Output
        </Title>
        {demo && (
          <Alert variant="light" color="yellow" icon={<IconFlask size={20} />} title="Demo mode">
            This text is written by {brand.name}&apos;s offline demo engine, not an AI model. It follows the
            tool&apos;s format but is sample content.
          </Alert>
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
              run.phase !== 'waiting' && <EmptyOutput />
            )}
          </div>
        </div>
        <GenerationStatus run={run} />
      </Stack>
    </Paper>
  );
}
