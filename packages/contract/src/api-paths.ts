/** Every API path once; the server registers them and the web app calls them. */
export const apiPaths = {
  healthz: '/api/healthz',
  /** GET: the operator's public details (brand, company, e-mails, address, phone). */
  site: '/api/site',
  auth: {
    signup: '/api/auth/signup',
    login: '/api/auth/login',
    forgotPassword: '/api/auth/forgot-password',
    resetPassword: '/api/auth/reset-password',
    isLoggedIn: '/api/auth/is-logged-in',
    logout: '/api/auth/logout',
    /** Needs the current password; ends every other session. */
    changePassword: '/api/auth/change-password',
    /** Ends every session of the user, this one included. */
    logoutEverywhere: '/api/auth/logout-everywhere',
    twoFactor: {
      status: '/api/auth/2fa/status',
      setup: '/api/auth/2fa/setup',
      enable: '/api/auth/2fa/enable',
      disable: '/api/auth/2fa/disable',
      recoveryCodes: '/api/auth/2fa/recovery-codes',
    },
    contact: '/api/auth/contact',
  },
  plans: {
    showCredits: '/api/plans/show-credits',
    hasPlan: '/api/plans/has-plan',
    cancelPlan: '/api/plans/cancel-plan',
    /** POST: undoes cancel-plan while the paid period lasts; the plan renews again. */
    resumePlan: '/api/plans/resume',
    createCheckoutSession: '/api/plans/create-checkout-session',
    purchase: '/api/plans/purchase',
    /** GET, followed by the checkout session id. */
    verifySession: '/api/plans/verify-session',
    /** POST { plan }: upgrade now (prorated) or downgrade at the period's end. */
    changePlan: '/api/plans/change-plan',
    /** GET ?plan=…: what change-plan would charge and when it takes effect. */
    changePreview: '/api/plans/change-preview',
    referral: '/api/plans/referral',
    /** GET, public: how this server takes payments (Stripe, the test checkout, or off). */
    payments: '/api/plans/payments',
    showHistory: '/api/plans/show-history',
    deleteHistory: '/api/plans/delete-history',
  },
  ai: {
    text: '/api/ai/text',
    /** Server-Sent Events: the generation's id, delta events, then final (or error); each with an id to resume from. */
    textStream: '/api/ai/text/stream',
    engines: '/api/ai/engines',
    image: '/api/ai/image',
    /** GET: the image sizes this user may make. */
    imageSizes: '/api/images/sizes',
    tts: '/api/ai/tts',
    /** multipart: file and json (the serialised login identity). */
    transcribe: '/api/ai/transcribe',
    /** GET: one generation's status and result (only its owner's). */
    generation: (id: string) => `/api/ai/generations/${id}`,
    /** GET, Server-Sent Events: everything after Last-Event-ID, then live until the end. */
    generationEvents: (id: string) => `/api/ai/generations/${id}/events`,
    /** POST: stops a running generation; it is charged for what it wrote. */
    generationStop: (id: string) => `/api/ai/generations/${id}/stop`,
    /** POST, Server-Sent Events like textStream: an editor command on a selection. */
    edit: '/api/ai/edit',
  },
  documents: {
    /** GET (list, ?q= searches titles) and POST (create). */
    list: '/api/documents',
    /** GET, PUT, DELETE. */
    one: (id: string) => `/api/documents/${id}`,
    /** GET ?format=docx|pdf|md|html: the file. */
    export: (id: string) => `/api/documents/${id}/export`,
  },
  brandVoices: {
    /** GET (list) and POST (create). */
    list: '/api/brand-voices',
    /** PUT, DELETE. */
    one: (id: string) => `/api/brand-voices/${id}`,
    /** POST { samples }: drafts a voice's fields from samples (charged like a text generation). */
    learn: '/api/brand-voices/learn',
    /** POST { text }: where a text breaks the voice. */
    check: (id: string) => `/api/brand-voices/${id}/check`,
  },
  templates: {
    /** GET (the user's own templates) and POST (create). */
    list: '/api/templates',
    /** PUT, DELETE. */
    one: (id: string) => `/api/templates/${id}`,
  },
  affiliateLogs: '/api/affiliate/affiliate-logs',
  billing: {
    /** POST: the plan's payment state (past due) and whether the customer portal is available. */
    status: '/api/billing/status',
    /** POST: a link to the payment provider's customer portal (card, invoices, cancellation). */
    portal: '/api/billing/portal',
  },
  /** GET, followed by the media id (images, voiceovers, uploaded audio). */
  media: '/api/media',
  stripeWebhook: '/api/stripe/webhook',
  testCheckout: {
    /** GET page, followed by the session id (not under /api: it is a page). */
    page: '/checkout',
    /** POST, then /:id/pay or /:id/cancel. */
    actions: '/api/test-checkout',
    advanceClock: '/api/test-checkout/advance-clock',
  },
} as const;
