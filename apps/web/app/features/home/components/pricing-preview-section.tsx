import { Anchor, Container } from '@mantine/core';
import { packs, plans } from '@penwise/contract';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import home from './home.module.css';
import { PlanPreviewCard } from './plan-preview-card';
import classes from './pricing-preview.module.css';
import { SectionHeading } from './section-heading';

const cheapestPack = packs.toSorted((a, b) => a.priceCents - b.priceCents)[0];

/** The three monthly plans from the shared catalogue, the target of /#pricing. */
export function PricingPreviewSection() {
  return (
    <section id="pricing" className={`${home.section} ${home.sectionAlt}`} aria-labelledby="pricing-title">
      <Container size="lg">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple monthly plans, no hidden fees"
          lead="Every plan refills your credits each month. Cancel whenever you like."
        />
        <div className={classes.plans}>
          {plans.map((plan) => (
            <PlanPreviewCard key={plan.title} plan={plan} />
          ))}
        </div>
        <p className={`${home.muted} ${classes.more}`}>
          {cheapestPack && <>Prefer a one-off top-up? Credit packs start at {cheapestPack.price}. </>}
          <Anchor
            component={Link}
            to={paths.pricing}
            fw={600}
            c="var(--home-accent)"
            className={classes.moreLink}
          >
            Compare all plans and packs <IconArrowRight size={16} aria-hidden />
          </Anchor>
        </p>
      </Container>
    </section>
  );
}
