import { Button, Container, Loader } from '@mantine/core';
import { IconLayoutGrid, IconTemplateOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyPanel } from '~/components/empty-panel';
import { LoadFailedPanel } from '~/components/load-failed';
import { useCustomTemplates } from '~/lib/custom-templates';
import { paths } from '~/lib/paths';
import { takeFillData } from '~/lib/tool-selection';
import { readPageSelection } from '../utils/page-tool';
import type { VoicePickerSlot } from './generation-form';
import { WritingPage } from './writing-page';

interface TextGenerationScreenProps {
  /** The brand-voice picker, handed in by the route (it belongs to another feature). */
  voicePicker?: VoicePickerSlot | undefined;
}

/** /templates-c: write with the selected tool (or template of the user's own), watch it stream, then edit and save. */
export function TextGenerationScreen({ voicePicker }: TextGenerationScreenProps) {
  const [selection] = useState(readPageSelection);
  // Fill data is read and removed once per load. A useState initialiser runs on mount
  // only, and React keeps its first result even when StrictMode calls it twice.
  const [fill] = useState(takeFillData);
  const templates = useCustomTemplates({ enabled: selection.kind === 'template' });

  let body: ReactNode;
  if (selection.kind === 'tool')
    body = (
      <WritingPage
        writer={{ kind: 'tool', tool: selection.tool }}
        fallback={selection.fallback}
        fill={fill}
        voicePicker={voicePicker}
      />
    );
  else if (templates.isPending) body = <Loader aria-label="Loading your template" mx="auto" my="xl" />;
  else if (templates.isError)
    body = (
      <LoadFailedPanel
        radius="lg"
        icon={IconTemplateOff}
        title="Your template could not be loaded"
        onRetry={() => void templates.refetch()}
      />
    );
  else {
    const template = templates.data.find((entry) => entry.id === selection.id);
    body = template ? (
      <WritingPage
        writer={{ kind: 'template', template }}
        fallback={false}
        fill={fill}
        voicePicker={voicePicker}
      />
    ) : (
      <TemplateGone />
    );
  }

  return (
    <Container size="xl" px={0}>
      {body}
    </Container>
  );
}

function TemplateGone() {
  return (
    <EmptyPanel
      radius="lg"
      icon={IconTemplateOff}
      title="This template no longer exists"
      description="It was deleted, perhaps in another tab. Pick another tool or one of your templates."
      actions={
        <>
          <Button component={Link} to={paths.allAiTools} leftSection={<IconLayoutGrid size={18} />}>
            Choose a tool
          </Button>
          <Button component={Link} to={paths.myTemplates} variant="default">
            My Templates
          </Button>
        </>
      }
    />
  );
}
