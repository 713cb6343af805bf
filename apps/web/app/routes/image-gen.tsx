import type { MetaFunction } from 'react-router';
import { ImageGenerationScreen } from '../features/image-generation/components/image-generation-screen';
import { pageMeta } from '../lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta('AI Image Generator', 'Explain your idea and get an image made from it.');

export default function ImageGenRoute() {
  return <ImageGenerationScreen />;
}
