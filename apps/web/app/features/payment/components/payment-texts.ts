/** Texts of the pages the hosted checkout returns to. */
export const paymentTexts = {
  successTitle: 'Payment Successful!',
  processing: 'Processing...',
  verified: 'Payment Successful',
  verificationFailed: 'Payment Verification Failed',
  // Ours: a payment can succeed while its verification fails (the webhook still grants the credits).
  verificationHint:
    'If you were charged, your credits appear on your dashboard within a few minutes. If they do not, please contact support.',
  goToDashboard: 'Go to Dashboard Now',
  bought: (product: string) => `You bought the ${product}.`,
  balance: (credits: string) => `Your balance is now ${credits} credits.`,
  // /success opened by hand or from a bookmark: there is no checkout to confirm.
  noPaymentTitle: 'No payment to check',
  noPaymentMessage:
    'This page confirms a payment when you come back from the checkout. There is no payment to check here.',
  seePricing: 'See plans and credit packs',
  cancelTitle: 'Payment Cancelled',
  cancelMessage:
    'Your payment was not completed. You can try again later or contact support if you need assistance.',
  returnToApp: 'Return to App',
} as const;

/** Both pages go to the dashboard after this many seconds. */
export const redirectSeconds = 5;

export function countdownText(seconds: number): string {
  return `Taking you to your dashboard in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}…`;
}
