import { Accordion, Anchor, Container } from '@mantine/core';
import { Link } from 'react-router';
import { homeSections } from '~/lib/paths';
import { useSiteInfo } from '~/lib/site-info';
import { faqItems } from '../utils/faq-items';
import classes from './faq.module.css';
import home from './home.module.css';
import { SectionHeading } from './section-heading';

/** Questions we hear most, the target of /#faq. */
export function FaqSection() {
  const { brandName } = useSiteInfo();
  return (
    <section id="faq" className={home.section} aria-labelledby="faq-title">
      <Container size="lg" className={classes.grid}>
        <div>
          <SectionHeading
            id="faq-title"
            align="left"
            eyebrow="FAQ"
            title="Frequently asked questions"
            lead={
              <>
                Cannot find your answer?{' '}
                <Anchor component={Link} to={homeSections.getInTouch} fw={600} c="var(--home-accent)">
                  Get in touch
                </Anchor>{' '}
                and we will help.
              </>
            }
          />
        </div>
        <Accordion
          order={3}
          variant="separated"
          radius="md"
          keepMounted
          keepMountedMode="display-none"
          classNames={{ item: classes.item, control: classes.control }}
        >
          {faqItems(brandName).map((item) => (
            <Accordion.Item key={item.value} value={item.value}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel>
                <p className={classes.answer}>{item.answer}</p>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </section>
  );
}
