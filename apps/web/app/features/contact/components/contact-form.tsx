import { Button, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { contactFormLimits, contactFormTexts } from '@penwise/contract';
import { IconSend } from '@tabler/icons-react';
import { useCallback } from 'react';
import { LoadingOverlay } from '~/components/loading-overlay';
import { ContactError } from './contact-error';
import { CountrySelect } from './country-select';
import classes from './contact.module.css';
import { HoneypotField } from './honeypot-field';
import { PrivacyCheckbox } from './privacy-checkbox';
import { useContactForm } from './use-contact-form';

const headingId = 'get-in-touch-heading';

/** 'Get in touch': every field required, checked on submit, sent to POST /api/auth/contact. */
export function ContactForm() {
  const { form, onSubmit, onFocus, pending, error } = useContactForm();
  const { setFieldValue } = form;
  const setCountry = useCallback((code: string) => setFieldValue('country', code), [setFieldValue]);

  return (
    <Paper
      withBorder
      p={{ base: 'md', xs: 'lg', sm: 'xl' }}
      shadow="xs"
      pos="relative"
      className={classes.surface}
    >
      <LoadingOverlay visible={pending} label="Sending your message…" />
      <Title order={2} id={headingId}>
        Get in touch
      </Title>
      <Text className={classes.muted} mt={4} mb="lg">
        Tell us how we can help. Every field is required.
      </Text>
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate aria-labelledby={headingId}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First name"
              name="firstName"
              autoComplete="given-name"
              maxLength={contactFormLimits.nameMax}
              required
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              maxLength={contactFormLimits.nameMax}
              required
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <CountrySelect value={form.values.country} error={form.errors.country} onChange={setCountry} />
            <TextInput
              label="Phone number"
              name="phoneNumber"
              type="tel"
              autoComplete="tel"
              placeholder={contactFormTexts.phonePlaceholder}
              maxLength={contactFormLimits.phoneMax}
              required
              {...form.getInputProps('phoneNumber')}
            />
          </SimpleGrid>
          <Textarea
            label="Message"
            name="message"
            // Fixed rows, resizable: autosize adds a hidden measuring textarea with no name, which
            // Chrome reports as a form issue (Lighthouse best practices).
            rows={6}
            resize="vertical"
            size="md"
            maxLength={contactFormLimits.messageMax}
            required
            {...form.getInputProps('message')}
          />
          <HoneypotField
            value={form.values.website}
            onChange={(event) => form.setFieldValue('website', event.currentTarget.value)}
          />
          <PrivacyCheckbox {...form.getInputProps('privacy', { type: 'checkbox' })} />
          <Button
            type="submit"
            size="md"
            loading={pending}
            leftSection={<IconSend size={18} aria-hidden />}
            className={classes.submit}
          >
            Send message
          </Button>
          <ContactError text={error} />
        </Stack>
      </form>
    </Paper>
  );
}
