/**
 * Leaves the app for another site (the hosted checkout). A function of its own so tests can
 * replace it: jsdom cannot stub `window.location`.
 */
export function leaveAppFor(url: string): void {
  window.location.assign(url);
}
