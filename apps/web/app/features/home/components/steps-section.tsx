import { Anchor, Container, Title } from '@mantine/core';
import { Link } from 'react-router';
import { homeSections } from '~/lib/paths';
import { catalogueStats } from '../utils/catalogue-stats';
import home from './home.module.css';
import { SectionHeading } from './section-heading';
import classes from './steps.module.css';

// The three-step guide, in this order and with these names.
const steps = [
  {
    title: 'Register',
    text: 'Create your account with your name and e-mail. It takes under a minute.',
  },
  {
    title: 'Pick Tool',
    text: `Choose one of ${String(catalogueStats.writingTools)} writing tools, or the image, voiceover or transcription studio.`,
  },
  {
    title: 'Generate',
    text: 'Describe what you need and get a draft in seconds. Edit it, copy it or download it.',
  },
];

/** How to start, in three steps; generating needs a purchased plan. */
export function StepsSection() {
  return (
    <section className={home.section} aria-labelledby="steps-title">
      <Container size="lg">
        <SectionHeading
          id="steps-title"
          eyebrow="How it works"
          title="From idea to published in three steps"
        />
        <ol className={classes.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={classes.step}>
              <span className={classes.number} aria-hidden>
                {index + 1}
              </span>
              <Title order={3} className={classes.title}>
                {step.title}
              </Title>
              <p className={home.muted}>{step.text}</p>
            </li>
          ))}
        </ol>
        <p className={`${home.muted} ${classes.note}`}>
          Content generation needs a purchased plan or credit pack.{' '}
          <Anchor component={Link} to={homeSections.pricing} fw={600} c="var(--home-accent)">
            See the plans
          </Anchor>
        </p>
      </Container>
    </section>
  );
}
