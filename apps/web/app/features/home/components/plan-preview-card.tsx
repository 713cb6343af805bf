import { Button, Title } from '@mantine/core';
import type { Product } from '@penwise/contract';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import { planHighlights } from '../utils/plan-highlights';
import home from './home.module.css';
import classes from './pricing-preview.module.css';

/** One monthly plan of the pricing preview: name, price, credits and highlights. */
export function PlanPreviewCard({ plan }: { plan: Product }) {
  const featured = plan.badge !== undefined;
  return (
    <article className={`${home.card} ${classes.plan}`} data-featured={featured || undefined}>
      <div className={classes.planHead}>
        <Title order={3} className={classes.planTitle}>
          {plan.title}
        </Title>
        {plan.badge && <span className={classes.badge}>{plan.badge}</span>}
      </div>
      <p className={`${home.muted} ${classes.description}`}>{plan.description}</p>
      <p className={classes.price}>
        <span className={classes.amount}>{plan.price}</span>
        <span className={home.muted}> / month</span>
      </p>
      <ul className={classes.highlights}>
        {planHighlights(plan).map((line) => (
          <li key={line.text} data-included={line.included}>
            {line.included ? (
              <IconCheck size={18} className={classes.yes} aria-hidden />
            ) : (
              <IconX size={18} className={classes.no} aria-hidden />
            )}
            <span>
              {!line.included && <span className={classes.srOnly}>Not included: </span>}
              {line.text}
            </span>
          </li>
        ))}
      </ul>
      <Button
        component={Link}
        to={paths.pricing}
        size="md"
        fullWidth
        variant={featured ? 'filled' : 'default'}
      >
        Choose {plan.title.replace(/ Plan$/, '')}
      </Button>
    </article>
  );
}
