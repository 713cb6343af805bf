/** Bounds shared by the forms and the server. */
export const limits = {
  passwordMin: 8,
  passwordMax: 256,
  emailMax: 254,
  nameMax: 100,
  tokenMax: 200,
  loginFailuresPerWindow: 10,
  loginFailureWindowMinutes: 15,
  resetLinkValidMinutes: 60,
} as const;
