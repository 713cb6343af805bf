/** A JSON answer as the API sends it, for faked fetch calls. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A response the test settles by hand, so it can look at the page while the call is pending. */
export function deferredResponse() {
  let settle: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => {
    settle = resolve;
  });
  return { response, settle };
}
