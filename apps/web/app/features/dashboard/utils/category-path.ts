import type { Category, CategoryKind } from '@penwise/contract';
import { paths } from '~/lib/paths';

// The three media categories have their own screens; every writing category opens /templates-b.
const pathByKind: Record<CategoryKind, string> = {
  image: paths.imageGen,
  'speech-to-text': paths.transcribe,
  'text-to-speech': paths.textToSpeech,
  text: paths.templatesB,
};

/** Where a dashboard category card leads. */
export function categoryPath(category: Pick<Category, 'kind'>): string {
  return pathByKind[category.kind];
}
