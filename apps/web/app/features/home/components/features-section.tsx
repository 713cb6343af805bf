import { Container } from '@mantine/core';
import { creditCosts } from '@penwise/contract';
import { IconFileText, IconPencil, IconPhoto, IconVolume } from '@tabler/icons-react';
import { formatCount } from '~/lib/format-number';
import { catalogueStats, voiceNames, writingCategories } from '../utils/catalogue-stats';
import { FeatureCard } from './feature-card';
import classes from './features.module.css';
import home from './home.module.css';
import { SectionHeading } from './section-heading';

const { writingTools, categories, voices } = catalogueStats;

/** The four things Penwise makes, the target of /#features. */
export function FeaturesSection() {
  return (
    <section id="features" className={`${home.section} ${home.sectionAlt}`} aria-labelledby="features-title">
      <Container size="lg">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to create, in one place"
          lead="Write it, picture it, say it and transcribe it. Every tool draws on the same credits, so you only pay for what you make."
        />
        <div className={classes.grid}>
          <FeatureCard
            icon={IconPencil}
            tone="penwise"
            wide
            title={`${String(writingTools)} writing tools in ${String(categories)} categories`}
            screenshot={{
              src: '/marketing/writing-tool.webp',
              alt: 'A writing tool with its description, the Generate button and the generated text',
              width: 960,
              height: 600,
            }}
            extra={
              <ul className={classes.categories} aria-label="Writing categories and their number of tools">
                {writingCategories.map((category) => (
                  <li key={category.slug}>
                    {category.title} <span className={classes.count}>{category.tools}</span>
                  </li>
                ))}
              </ul>
            }
          >
            Templated tools for ads, blog posts, emails, ecommerce, SEO, social media, video scripts and
            websites, each with a tone and a language. Edit the result with a live word count.
          </FeatureCard>
          <FeatureCard
            icon={IconPhoto}
            tone="grape"
            title="Images from a sentence"
            screenshot={{
              src: '/marketing/image-generator.webp',
              alt: 'The AI Image Generator with a prompt and the generated picture',
              width: 720,
              height: 450,
            }}
          >
            Explain your idea and get an original picture at 256, 512 or 1024 pixels square, from{' '}
            {formatCount(creditCosts.imageBySide[256])} credits an image.
          </FeatureCard>
          <FeatureCard
            icon={IconVolume}
            tone="orange"
            title={`Voiceovers in ${String(voices)} voices`}
            screenshot={{
              src: '/marketing/voiceover.webp',
              alt: 'The AI Voiceover page with the voice picker, the text and an audio player',
              width: 720,
              height: 450,
            }}
          >
            Turn any text into natural speech with {voiceNames.join(', ')}. Play it in the browser or download
            the MP3.
          </FeatureCard>
          <FeatureCard
            icon={IconFileText}
            tone="teal"
            title="Transcription of your audio"
            screenshot={{
              src: '/marketing/transcription.webp',
              alt: 'The AI Speech to Text page with an uploaded file and its transcription',
              width: 720,
              height: 450,
            }}
          >
            Upload an MP3, MP4, MPEG or WAV file of up to 25 MB and get the text back, ready to copy or
            download.
          </FeatureCard>
        </div>
      </Container>
    </section>
  );
}
