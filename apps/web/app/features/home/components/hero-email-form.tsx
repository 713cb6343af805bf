import { Button, TextInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '~/lib/paths';
import classes from './hero.module.css';

/** Where Get Started goes: the registration form, carrying what was typed so it is prefilled. */
export function registerHref(email: string): string {
  const typed = email.trim();
  return typed ? `${paths.register}?email=${encodeURIComponent(typed)}` : paths.register;
}

/**
 * An e-mail box beside Get Started. It shows no validation itself, so whatever was
 * typed goes on to /register, whose form checks it. The GET action keeps the hand-off working
 * before the page has hydrated.
 */
export function HeroEmailForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(registerHref(email));
  };

  return (
    <form
      className={classes.form}
      action={paths.register}
      method="get"
      noValidate
      onSubmit={onSubmit}
      aria-label="Get started"
    >
      <TextInput
        className={classes.emailInput}
        name="email"
        type="email"
        autoComplete="email"
        size="lg"
        placeholder="Enter your email"
        aria-label="Email address"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      <Button
        type="submit"
        size="lg"
        className={classes.submit}
        rightSection={<IconArrowRight size={18} aria-hidden />}
      >
        Get Started
      </Button>
    </form>
  );
}
