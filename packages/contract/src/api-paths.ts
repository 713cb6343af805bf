/** Every API path once; the server registers them and the web app calls them. */
export const apiPaths = {
  healthz: '/api/healthz',
  auth: {
    signup: '/api/auth/signup',
    login: '/api/auth/login',
    forgotPassword: '/api/auth/forgot-password',
    resetPassword: '/api/auth/reset-password',
    isLoggedIn: '/api/auth/is-logged-in',
    logout: '/api/auth/logout',
  },
} as const;
