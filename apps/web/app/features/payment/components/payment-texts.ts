/** SPEC §2 texts of the pages the hosted checkout returns to. */
export const paymentTexts = {
  successTitle: 'Payment Successful!',
  processing: 'Processing...',
  verified: 'Payment Successful',
  verificationFailed: 'Payment Verification Failed',
  // Ours: a payment can succeed while its verification fails (the webhook still grants the credits).
  verificationHint:
    'If you were charged, your credits appear on your dashboard within a few minutes. If they do not, please contact support.',
  goToDashboard: 'Go to Dashboard Now',
  cancelTitle: 'Payment Cancelled',
  cancelMessage:
    'Your payment was not completed. You can try again later or contact support if you need assistance.',
  returnToApp: 'Return to App',
} as const;

/** SPEC §9: both pages go to the dashboard after this many seconds. */
export const redirectSeconds = 5;

export function countdownText(seconds: number): string {
  return `Taking you to your dashboard in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}…`;
}
