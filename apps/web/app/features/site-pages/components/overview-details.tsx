import { Anchor, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import { creditSteps, selfHostingPoints, writingCategories } from '../content/overview';
import classes from './overview-page.module.css';
import site from './site-page.module.css';

/** The writing categories with their tool counts. */
export function OverviewCategories() {
  return (
    <ul className={classes.categories}>
      {writingCategories.map((category) => (
        <li key={category.title} className={classes.category}>
          <span>{category.title}</span>
          <span className={classes.count}>
            {category.count} {category.count === 1 ? 'tool' : 'tools'}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** How paying with credits works, as numbered steps. */
export function OverviewCreditSteps() {
  return (
    <>
      <ol className={`${site.grid} ${classes.steps}`}>
        {creditSteps.map((step, index) => (
          <li key={step.title} className={site.card}>
            <span className={classes.stepNumber} aria-hidden>
              {index + 1}
            </span>
            <Title order={3} className={site.cardTitle} mt="sm">
              {step.title}
            </Title>
            <Text className={site.muted} size="sm" lh={1.6} mt={6}>
              {step.text}
            </Text>
          </li>
        ))}
      </ol>
      <Anchor component={Link} to={paths.pricing} fw={600} mt="md" display="inline-block">
        Compare plans and packs
      </Anchor>
    </>
  );
}

/** Why a team can host it themselves. */
export function OverviewSelfHosting() {
  return (
    <List
      spacing="sm"
      icon={
        <ThemeIcon size={22} radius="xl" variant="light" aria-hidden>
          <IconCheck size={14} stroke={2.5} />
        </ThemeIcon>
      }
      className={classes.points}
    >
      {selfHostingPoints.map((point) => (
        <List.Item key={point}>{point}</List.Item>
      ))}
    </List>
  );
}
