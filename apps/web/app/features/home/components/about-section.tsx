import { Container } from '@mantine/core';
import { brand } from '~/lib/brand';
import { catalogueStats } from '../utils/catalogue-stats';
import classes from './about.module.css';
import home from './home.module.css';
import { SectionHeading } from './section-heading';

const stats = [
  { value: String(catalogueStats.writingTools), label: 'writing tools' },
  { value: String(catalogueStats.categories), label: 'categories' },
  { value: String(catalogueStats.voices), label: 'natural voices' },
  { value: '5,000+', label: 'creators' },
];

/** What the product is and for whom, the target of /#about. */
export function AboutSection() {
  return (
    <section id="about" className={home.section} aria-labelledby="about-title">
      <Container size="lg" className={classes.grid}>
        <div>
          <SectionHeading
            id="about-title"
            align="left"
            eyebrow={`About ${brand.name}`}
            title="One studio for everything you publish"
          />
          <p className={classes.text}>
            Content creators and businesses use {brand.name} to draft blog posts, ads, emails and social
            posts, illustrate them, turn them into voiceovers and transcribe their recordings, without
            juggling five subscriptions.
          </p>
          <p className={classes.text}>
            It is open source and self-hostable: run it on your own server with OpenAI or any compatible
            model, or try every tool offline with the built-in demo engine.
          </p>
        </div>
        <dl className={classes.stats}>
          {stats.map((stat) => (
            <div key={stat.label} className={`${home.card} ${classes.stat}`}>
              <dt className={classes.label}>{stat.label}</dt>
              <dd className={classes.value}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
