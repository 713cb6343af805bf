import type { MantineColor } from '@mantine/core';
import type { CategorySlug } from '@penwise/contract';
import {
  IconArticle,
  IconBulb,
  IconDots,
  IconFileText,
  IconMail,
  IconNotes,
  IconPencil,
  IconPhoto,
  IconSearch,
  IconShare,
  IconShoppingCart,
  IconSpeakerphone,
  IconStack2,
  IconVideo,
  IconVolume,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';

export interface CategoryVisual {
  icon: Icon;
  /** A Mantine palette name: the card's icon tint and the banner's accent. */
  color: MantineColor;
}

/**
 * The icon and colour of each catalogue category. Shared by the dashboard, the tool pages and the
 * history cards, so a category looks the same wherever it appears.
 */
export const categoryVisuals: Record<CategorySlug, CategoryVisual> = {
  'write-anything': { icon: IconPencil, color: 'penwise' },
  'image-generation': { icon: IconPhoto, color: 'grape' },
  'speech-to-text': { icon: IconFileText, color: 'teal' },
  'text-to-speech': { icon: IconVolume, color: 'orange' },
  ads: { icon: IconSpeakerphone, color: 'red' },
  'blog-posts': { icon: IconArticle, color: 'blue' },
  contents: { icon: IconNotes, color: 'indigo' },
  ecommerce: { icon: IconShoppingCart, color: 'green' },
  emails: { icon: IconMail, color: 'cyan' },
  frameworks: { icon: IconStack2, color: 'violet' },
  marketing: { icon: IconBulb, color: 'yellow' },
  seo: { icon: IconSearch, color: 'lime' },
  'social-media': { icon: IconShare, color: 'pink' },
  video: { icon: IconVideo, color: 'red' },
  websites: { icon: IconWorld, color: 'blue' },
  other: { icon: IconDots, color: 'gray' },
};
