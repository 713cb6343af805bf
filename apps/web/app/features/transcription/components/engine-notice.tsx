import { Alert } from '@mantine/core';
import type { EnginesAnswer } from '@penwise/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { DemoNotice } from '../../../components/generation/demo-notice';
import { brand } from '../../../lib/brand';

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
    // The page stays usable: the server's answer to Generate says how to enable transcription.
    return (
      <Alert
        variant="light"
        color="blue"
        icon={<IconInfoCircle size={20} />}
        title="Transcription not installed"
      >
        Offline transcription is not installed on this server, so files cannot be transcribed yet. Press
        Generate to see how to enable it.
      </Alert>
    );
  }
  return null;
}
