import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '~/lib/paths';

interface AuthLink {
  question: string;
  action: string;
  to: string;
}

const forgotPassword: AuthLink = { question: 'Forgot your password?', action: 'Reset', to: paths.reset };
const signUp: AuthLink = { question: "Don't have an account?", action: 'Sign Up', to: paths.register };
const logIn: AuthLink = { question: 'Already Have an account?', action: 'Log in', to: paths.login };

/** The links under an authentication form depend on the page: login, reset or register. */
export function authLinksFor(pathname: string): AuthLink[] {
  if (pathname.includes('login')) return [forgotPassword, signUp];
  if (pathname.includes('reset')) return [signUp, logIn];
  if (pathname.includes('register')) return [logIn];
  return [];
}

export function AuthLinks() {
  const { pathname } = useLocation();
  return (
    <Stack gap={6} mt="lg" align="center">
      {authLinksFor(pathname).map((link) => (
        <Text key={link.to} size="sm" c="dimmed">
          {link.question}{' '}
          <Anchor component={Link} to={link.to} fw={600}>
            {link.action}
          </Anchor>
        </Text>
      ))}
    </Stack>
  );
}
