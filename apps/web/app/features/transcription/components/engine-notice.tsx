import { Alert } from '@mantine/core';
import { transcriptionMessages, type EnginesAnswer } from '@penwise/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { DemoNotice } from '~/components/generation/demo-notice';
import { brand } from '~/lib/brand';

type TranscriptionEngine = EnginesAnswer['success']['transcription'];

/** Says when transcripts do not come from an AI model, or cannot be made on this server yet. */
export function EngineNotice({ engine }: { engine: TranscriptionEngine | undefined }) {
  if (engine === 'demo') {
    return (
      <DemoNotice>
        Speech is recognised by {brand.name}&apos;s offline engine, not an AI model, so expect a rougher
        transcript.
      </DemoNotice>
    );
  }
  if (engine === 'unavailable') {
    // How to enable it is in the server's log and README: the operator's business, not the user's.
    return (
      <Alert
        variant="light"
        color="blue"
        icon={<IconInfoCircle size={20} />}
        title="Transcription is not available here"
      >
        {transcriptionMessages.notAvailable}
      </Alert>
    );
  }
  return null;
}
