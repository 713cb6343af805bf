import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { paths } from './lib/paths';

// The route table. The site layout picks the public navbar or the logged-in sidebar.
export default [
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route(paths.contact, 'routes/contact.tsx'),
    route(paths.pricing, 'routes/pricing.tsx'),
    route(paths.success, 'routes/success.tsx'),
    route(paths.cancel, 'routes/cancel.tsx'),
    route(paths.disclaimer, 'routes/disclaimer.tsx'),
    route(paths.gdpr, 'routes/gdpr.tsx'),
    route(paths.privacyPolicy, 'routes/privacy-policy.tsx'),
    route(paths.termsOfService, 'routes/terms-of-service.tsx'),
    route(paths.overview, 'routes/overview.tsx'),
    route(paths.aboutUs, 'routes/about-us.tsx'),
    route(paths.support, 'routes/support.tsx'),
    route(paths.cookies, 'routes/cookies.tsx'),
    // Everything below needs a login.
    layout('routes/require-login.tsx', [
      route(paths.dashboard, 'routes/dashboard.tsx'),
      route(paths.settings, 'routes/settings.tsx'),
      route(paths.billing, 'routes/billing.tsx'),
      route(paths.allAiTools, 'routes/all-ai-tools.tsx'),
      route(paths.history, 'routes/history.tsx'),
      route(paths.templatesA, 'routes/templates-a.tsx'),
      route(paths.templatesB, 'routes/templates-b.tsx'),
      route(paths.templatesC, 'routes/templates-c.tsx'),
      route(paths.imageGen, 'routes/image-gen.tsx'),
      route(paths.transcribe, 'routes/transcribe.tsx'),
      route(paths.textToSpeech, 'routes/text-to-speech.tsx'),
      route(paths.documents, 'routes/documents.tsx'),
      route(paths.document, 'routes/document.tsx'),
      route(paths.brandVoices, 'routes/brand-voices.tsx'),
      route(paths.myTemplates, 'routes/my-templates.tsx'),
      route(paths.templateEditor, 'routes/template-editor.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('routes/auth-layout.tsx', [
    route(paths.login, 'routes/login.tsx'),
    route(paths.register, 'routes/register.tsx'),
    route(paths.reset, 'routes/reset.tsx'),
    route(paths.confirmEmail, 'routes/confirm-email.tsx'),
  ]),
] satisfies RouteConfig;
