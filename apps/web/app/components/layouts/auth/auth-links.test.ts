import { describe, expect, it } from 'vitest';
import { authLinksFor } from './auth-links';

const texts = (pathname: string) => authLinksFor(pathname).map((link) => `${link.question} ${link.action}`);

describe('authLinksFor', () => {
  it('offers reset and sign up on /login', () => {
    expect(texts('/login')).toEqual(['Forgot your password? Reset', "Don't have an account? Sign Up"]);
  });

  it('offers sign up and log in on /reset', () => {
    expect(texts('/reset')).toEqual(["Don't have an account? Sign Up", 'Already Have an account? Log in']);
  });

  it('offers log in on /register', () => {
    expect(texts('/register')).toEqual(['Already Have an account? Log in']);
  });
});
