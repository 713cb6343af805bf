import { Container, Title } from '@mantine/core';
import { IconCheck, IconStarFilled } from '@tabler/icons-react';
import { brand } from '~/lib/brand';
import { catalogueStats } from '../utils/catalogue-stats';
import { HeroEmailForm } from './hero-email-form';
import { HeroPreview } from './hero-preview';
import classes from './hero.module.css';

const bullets = [
  `${String(catalogueStats.writingTools)} writing tools in ${String(catalogueStats.categories)} categories, from ads to video scripts`,
  `Images, voiceovers in ${String(catalogueStats.voices)} voices and transcripts of your audio`,
  'One balance of credits for every tool, with no hidden fees',
];

// Initials of the avatar stack: decoration beside the social-proof line, not real customers.
const avatars = [
  { initials: 'MK', tone: 'penwise' },
  { initials: 'JS', tone: 'grape' },
  { initials: 'AL', tone: 'teal' },
  { initials: 'RB', tone: 'cyan' },
];

/** The hero: headline, three feature bullets, the e-mail box with Get Started, and social proof. */
export function HeroSection() {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" className={classes.grid}>
        <div className={classes.copy}>
          <p className={classes.pill}>{brand.tagline}</p>
          <Title order={1} id="hero-title" className={classes.title}>
            Write, illustrate and voice your content <span className={classes.highlight}>with AI</span>
          </Title>
          <p className={classes.lead}>
            {brand.name} brings writing tools, images, voiceovers and transcription together in one studio, so
            you spend your time publishing rather than staring at a blank page.
          </p>
          <ul className={classes.bullets}>
            {bullets.map((bullet) => (
              <li key={bullet}>
                <span className={classes.check} aria-hidden>
                  <IconCheck size={14} stroke={3} />
                </span>
                {bullet}
              </li>
            ))}
          </ul>
          <HeroEmailForm />
          <div className={classes.proof}>
            <div className={classes.avatars} aria-hidden>
              {avatars.map((avatar) => (
                <span key={avatar.initials} className={classes.avatar} data-tone={avatar.tone}>
                  {avatar.initials}
                </span>
              ))}
            </div>
            <div>
              <div className={classes.stars} aria-hidden>
                {[1, 2, 3, 4, 5].map((star) => (
                  <IconStarFilled key={star} size={14} />
                ))}
              </div>
              <p className={classes.proofText}>
                Trusted by <strong>5,000+ creators</strong>
              </p>
            </div>
          </div>
        </div>
        <HeroPreview />
      </Container>
    </section>
  );
}
