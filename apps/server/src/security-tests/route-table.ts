import type { z } from 'zod';
import {
  accountPaths,
  AdvanceClockBody,
  AiEditBody,
  LearnVoiceBody,
  apiPaths,
  ChangePlanBody,
  ImageBody,
  SpeechBody,
  TextGenerationBody,
} from '@penwise/contract';

/** Who may call a route: anyone, a logged-in user, the metrics scraper, or only this machine. */
export type Access = 'public' | 'user' | 'metrics-token' | 'loopback';

/** What the route reads from the body. */
export type BodyKind = 'json' | 'multipart' | 'form' | 'raw' | 'none';

/** How to call one route, for the property tests. */
export interface RouteCall {
  access: Access;
  body: BodyKind;
  /** A body the route accepts, so mutations of it get past the first check into the service. */
  sample?: Record<string, unknown>;
  /**
   * The body schema of a route where a valid request changes money or shared state (a paid generation,
   * the billing clock). Generated bodies this schema accepts are dropped: such a request could
   * legitimately spend credits, and the balance property would then flag a correct answer.
   */
  paidSchema?: z.ZodType;
  /** A valid call ends the caller's sessions: each run logs a second user in afresh and checks their credits. */
  endsSession?: boolean;
  /** Only registered when a web build exists. */
  optional?: boolean;
}

const user = (sample?: Record<string, unknown>): RouteCall => ({
  access: 'user',
  body: 'json',
  ...(sample ? { sample } : {}),
});
const publicJson = (sample: Record<string, unknown>): RouteCall => ({
  access: 'public',
  body: 'json',
  sample,
});
const publicGet: RouteCall = { access: 'public', body: 'none' };
const { auth, plans, ai, testCheckout, documents, brandVoices, templates } = apiPaths;
const userGet: RouteCall = { access: 'user', body: 'none' };

const templateSample = {
  title: 'Intro',
  description: 'An opening line.',
  category: 'my-templates',
  prompt: 'Open with {{topic}}.',
  fields: [{ name: 'topic', label: 'Topic', kind: 'short_text', required: true }],
};

// Login samples use their own address: failed logins would throttle the fuzzing user's own e-mail.
const stranger = { email: 'stranger@example.com', password: 'correct horse battery' };

/**
 * Every route the app registers, keyed `METHOD url` as Fastify registers it. A route added without an
 * entry here fails the inventory test, so new routes cannot escape the property tests.
 */
export const routeTable: Record<string, RouteCall> = {
  'GET /metrics': { access: 'metrics-token', body: 'none' },
  [`GET ${apiPaths.healthz}`]: publicGet,
  [`GET ${apiPaths.site}`]: publicGet,
  [`GET ${ai.engines}`]: publicGet,
  [`GET ${apiPaths.media}/:id`]: publicGet,
  // Signing up, logging in and asking for resets change no balance, so any valid body may go through.
  [`POST ${auth.signup}`]: publicJson({ ...stranger, name: 'Stranger', OAuth: false, ref_code: 'abc' }),
  [`POST ${auth.login}`]: publicJson({ ...stranger, OAuth: false }),
  [`POST ${auth.forgotPassword}`]: publicJson({ email: stranger.email }),
  [`POST ${auth.resetPassword}`]: publicJson({ token: 'not-a-reset-token', password: 'another long one' }),
  [`POST ${auth.contact}`]: publicJson({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    country: 'GB',
    phoneNumber: '+44 20 7946 0000',
    message: 'Hello',
  }),
  [`POST ${auth.isLoggedIn}`]: user({ user: { success: { idToken: 'x' } } }),
  [`POST ${auth.logout}`]: { ...user({ user: { idToken: 'x' } }), endsSession: true },
  [`POST ${auth.logoutEverywhere}`]: { ...user({}), endsSession: true },
  // The fuzzer never knows the password, so no change, enrolment or disabling can succeed.
  [`POST ${auth.changePassword}`]: user({
    current_password: 'not it',
    new_password: 'a new long one',
    user: '',
  }),
  // Your data: the fuzzer never knows the password, so no e-mail change or deletion succeeds.
  [`POST ${accountPaths.updateProfile}`]: user({ name: 'Fuzzy' }),
  [`POST ${accountPaths.changeEmail}`]: user({ email: 'fuzzy@example.com', password: 'not it' }),
  [`POST ${accountPaths.confirmEmail}`]: publicJson({ token: 'not-a-confirmation-token' }),
  [`POST ${accountPaths.deleteAccount}`]: user({ password: 'not it', otp: '123456' }),
  [`POST ${accountPaths.exportData}`]: user({}),
  [`POST ${auth.twoFactor.status}`]: user({}),
  [`POST ${auth.twoFactor.setup}`]: user({ password: 'not it', user: '' }),
  [`POST ${auth.twoFactor.enable}`]: user({ code: '123456', user: '' }),
  [`POST ${auth.twoFactor.disable}`]: user({ password: 'not it', code: '123 456', user: '' }),
  [`POST ${auth.twoFactor.recoveryCodes}`]: user({ code: 'abcd-efgh', user: '' }),
  [`POST ${plans.showCredits}`]: user({ user: '' }),
  [`POST ${plans.hasPlan}`]: user({}),
  [`POST ${plans.cancelPlan}`]: user({}),
  [`POST ${plans.resumePlan}`]: user({}),
  [`POST ${plans.referral}`]: user({}),
  [`POST ${apiPaths.affiliateLogs}`]: user({}),
  [`POST ${plans.showHistory}`]: user({ limit: 5, before: '00000000-0000-4000-8000-000000000000' }),
  [`POST ${plans.deleteHistory}`]: user({ id: '00000000-0000-4000-8000-000000000000' }),
  // A checkout is only a row until someone pays it; paying needs its id, which the fuzzer never learns.
  [`POST ${plans.createCheckoutSession}`]: user({ product: 'Bronze Pack', ref_code: '' }),
  // The catalogue has no free product, so no purchase can succeed and change a balance.
  [`POST ${plans.purchase}`]: user({ product: { product: 'Bronze Pack', credits: 999999, sales: 0 } }),
  [`GET ${plans.verifySession}/:id`]: publicGet,
  [`GET ${plans.payments}`]: publicGet,
  // A preview changes nothing; a valid change of plan moves money, so valid bodies are left out.
  [`GET ${plans.changePreview}`]: { access: 'user', body: 'none' },
  [`POST ${plans.changePlan}`]: { ...user({ plan: 'Premium Plan' }), paidSchema: ChangePlanBody },
  [`POST ${apiPaths.billing.status}`]: user({}),
  // The test checkout has no customer portal: every call is refused without a state change.
  [`POST ${apiPaths.billing.portal}`]: user({}),
  [`POST ${ai.text}`]: {
    ...user({ tool_data: 'blog-ideas', content: 'Tea' }),
    paidSchema: TextGenerationBody,
  },
  [`POST ${ai.textStream}`]: {
    ...user({ tool_data: { slug: 'blog-ideas' }, content: 'Tea', tone: 'Friendly' }),
    paidSchema: TextGenerationBody,
  },
  [`GET ${ai.imageSizes}`]: { access: 'user', body: 'none' },
  [`GET ${ai.generation(':id')}`]: { access: 'user', body: 'none' },
  [`GET ${ai.generationEvents(':id')}`]: { access: 'user', body: 'none' },
  [`POST ${ai.generationStop(':id')}`]: { access: 'user', body: 'none' },
  [`POST ${ai.image}`]: { ...user({ prompt: 'A cat', size: '256x256' }), paidSchema: ImageBody },
  [`POST ${ai.tts}`]: { ...user({ prompt: 'Hi', voice: 'echo' }), paidSchema: SpeechBody },
  // Fuzzed with multipart-arbitraries.ts (random parts, envelopes and audio).
  [`POST ${ai.transcribe}`]: { access: 'user', body: 'multipart' },
  // The writing studio. Documents, voices and templates change no balance; an edit and learning are paid.
  [`POST ${ai.edit}`]: { ...user({ text: 'Tea is good.', command: 'shorten' }), paidSchema: AiEditBody },
  [`GET ${documents.list}`]: userGet,
  [`POST ${documents.list}`]: user({ title: 'Notes', content: '<p>Tea</p>' }),
  [`GET ${documents.one(':id')}`]: userGet,
  [`PUT ${documents.one(':id')}`]: user({ title: 'Notes', content: '<p>Tea</p>' }),
  [`DELETE ${documents.one(':id')}`]: userGet,
  [`GET ${documents.export(':id')}`]: userGet,
  [`GET ${brandVoices.list}`]: userGet,
  [`POST ${brandVoices.list}`]: user({ name: 'House', avoidWords: ['synergy'] }),
  [`PUT ${brandVoices.one(':id')}`]: user({ name: 'House' }),
  [`DELETE ${brandVoices.one(':id')}`]: userGet,
  [`POST ${brandVoices.learn}`]: { ...user({ samples: ['We write plainly.'] }), paidSchema: LearnVoiceBody },
  [`POST ${brandVoices.check(':id')}`]: user({ text: 'We write plainly.' }),
  [`GET ${templates.list}`]: userGet,
  [`POST ${templates.list}`]: user(templateSample),
  [`PUT ${templates.one(':id')}`]: user(templateSample),
  [`DELETE ${templates.one(':id')}`]: userGet,
  [`POST ${apiPaths.stripeWebhook}`]: { access: 'public', body: 'raw' },
  [`GET ${testCheckout.page}/:sessionId`]: publicGet,
  // Only the user who started a checkout may pay or cancel it; the fuzzer never learns an id of its own.
  [`POST ${testCheckout.actions}/:sessionId/pay`]: { access: 'user', body: 'none' },
  [`POST ${testCheckout.actions}/:sessionId/cancel`]: { access: 'user', body: 'none' },
  // Moving the billing clock renews and ends plans for everyone: valid moves are left out.
  [`POST ${testCheckout.advanceClock}`]: {
    access: 'loopback',
    body: 'json',
    sample: { days: 1 },
    paidSchema: AdvanceClockBody,
  },
  // The web app: pages, assets and the 404 page for anything else.
  'GET /*': publicGet,
  'GET /robots.txt': { ...publicGet, optional: true },
  'GET /sitemap.xml': { ...publicGet, optional: true },
};
