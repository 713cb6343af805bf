import type { VoiceIssue } from '@penwise/contract';
import type { ComponentType } from 'react';

/**
 * The brand-voice pieces the editor offers, handed in by the route (features do not import each
 * other): the picker whose voice AI commands write in, and the panel that checks the text against one.
 */
export interface VoiceTools {
  /** `value` undefined: the picker chooses the voice marked default (or none) once the voices arrive. */
  Picker: ComponentType<{ value: string | null | undefined; onChange: (value: string | null) => void }>;
  CheckPanel: ComponentType<{ text: string; onAccept: (issue: VoiceIssue) => void }>;
}
