import { Container, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { ContactForm } from './contact-form';
import { ContactInfoCards } from './contact-info-cards';
import classes from './contact.module.css';

/** /contact (anchor 'contact'): the 'Get in touch' form beside four ways to reach the team. */
export function ContactScreen() {
  return (
    <Container size="lg" py={{ base: 'xl', sm: 48 }}>
      <section id="contact" className={classes.section} aria-labelledby="contact-heading">
        <header className={classes.header}>
          <Title order={1} id="contact-heading">
            Contact us
          </Title>
          <Text size="lg" className={classes.lead} mt={6}>
            Questions about plans, credits or your account? Send us a message and our support team will answer
            by e-mail, or reach us directly.
          </Text>
        </header>
        {/* Nothing here suspends: the boundaries split hydration into passes that yield to the
            browser (React hydrates a boundary first where the visitor clicks or types). */}
        <div className={classes.columns}>
          <Suspense fallback={null}>
            <ContactForm />
          </Suspense>
          <Suspense fallback={null}>
            <ContactInfoCards />
          </Suspense>
        </div>
      </section>
    </Container>
  );
}
