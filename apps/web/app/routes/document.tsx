import { useParams, type MetaFunction } from 'react-router';
import { BrandVoicePicker } from '../features/brand-voices/components/brand-voice-picker';
import { VoiceCheckPanel } from '../features/brand-voices/components/voice-check-panel';
import { DocumentScreen } from '../features/documents/components/document-screen';
import type { VoiceTools } from '../features/documents/components/voice-tools';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta('Document', 'Edit your document, polish it with AI and export it.');

// The route composes the two features: the editor offers the brand-voice picker and check.
const voiceTools: VoiceTools = { Picker: BrandVoicePicker, CheckPanel: VoiceCheckPanel };

export default function DocumentRoute() {
  const { id = '' } = useParams();
  return <DocumentScreen id={id} voiceTools={voiceTools} />;
}
