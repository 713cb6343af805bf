import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStripeParams, type Params } from './stripe-params.ts';

/** One request the fake received, parameters decoded. */
export interface RecordedRequest {
  method: string;
  path: string;
  params: Params;
  idempotencyKey?: string | undefined;
}

type StripeObject = Record<string, unknown> & { id: string };

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A local HTTP server speaking the slice of Stripe's wire format Penwise uses (form-encoded requests,
 * JSON answers, Stripe's error shape), for tests and demos without the internet. Point the SDK at
 * `url` (STRIPE_API_BASE). `complete()` plays the customer paying on Stripe's hosted page.
 */
export async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoicePayments: StripeObject[] = [];
  /** What each payment intent charged and has refunded so far, in cents. */
  const payments = new Map<string, { amount: number; refunded: number }>();
  const refunds: StripeObject[] = [];
  /** Answers already given per Idempotency-Key: Stripe replays them instead of acting twice. */
  const replies = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  let failing = false;
  const nextId = (prefix: string) => `${prefix}_fake${String((counter += 1)).padStart(6, '0')}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
    res.end(JSON.stringify(body));
  };
  const missing = (res: ServerResponse, id: string) =>
    send(res, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` },
    });

  function createSession(params: Params): StripeObject {
    const items = (params.line_items ?? []) as { quantity?: string; price_data?: { unit_amount?: string } }[];
    const amount = items.reduce(
      (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
      0,
    );
    const id = nextId('cs_test');
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      mode: params.mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency: 'usd',
      metadata: params.metadata ?? {},
      client_reference_id: params.client_reference_id ?? null,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      customer: null,
      subscription: null,
      invoice: null,
      payment_intent: null,
      url: `https://checkout.stripe.test/c/pay/${id}`,
    };
    sessions.set(id, session);
    return session;
  }

  /** POST /v1/refunds: refunds the rest of a payment, or refuses one refunded in full already. */
  function createRefund(params: Params): { status: number; body: unknown } {
    const paymentIntent = typeof params.payment_intent === 'string' ? params.payment_intent : '';
    const payment = payments.get(paymentIntent);
    if (!payment) {
      const message = `No such payment_intent: '${paymentIntent}'`;
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing', message } },
      };
    }
    const left = payment.amount - payment.refunded;
    if (left <= 0) {
      const error = {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge for ${paymentIntent} has already been refunded.`,
      };
      return { status: 400, body: { error } };
    }
    const amount = Math.min(params.amount === undefined ? left : Number(params.amount), left);
    payment.refunded += amount;
    const refund: StripeObject = {
      id: nextId('re'),
      object: 'refund',
      amount,
      currency: 'usd',
      payment_intent: paymentIntent,
      status: 'succeeded',
      metadata: params.metadata ?? {},
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  function route(req: IncomingMessage, path: string, params: Params, res: ServerResponse) {
    const [, version, resource, id] = path.split('/');
    if (version !== 'v1') return missing(res, path);
    if (req.method === 'POST' && resource === 'checkout' && id === 'sessions') {
      return send(res, 200, createSession(params));
    }
    if (req.method === 'GET' && resource === 'checkout' && id === 'sessions') {
      const session = sessions.get(path.split('/')[4] ?? '');
      if (!session) return missing(res, path);
      const expand = (params.expand ?? []) as string[];
      const subscription = subscriptions.get(String(session.subscription));
      return send(
        res,
        200,
        expand.includes('subscription') && subscription ? { ...session, subscription } : session,
      );
    }
    if (req.method === 'POST' && resource === 'subscriptions' && id) {
      const subscription = subscriptions.get(id);
      if (!subscription) return missing(res, id);
      if (params.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      }
      return send(res, 200, subscription);
    }
    if (req.method === 'GET' && resource === 'invoice_payments') {
      const byPayment = (params.payment as Params | undefined)?.payment_intent;
      const data = invoicePayments.filter(
        (payment) =>
          (byPayment === undefined || (payment.payment as Params).payment_intent === byPayment) &&
          (params.invoice === undefined || payment.invoice === params.invoice) &&
          (params.status === undefined || payment.status === params.status),
      );
      return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
    }
    if (req.method === 'POST' && resource === 'refunds' && !id) {
      const key = req.headers['idempotency-key'];
      const reply = (typeof key === 'string' && replies.get(key)) || createRefund(params);
      if (typeof key === 'string') replies.set(key, reply);
      return send(res, reply.status, reply.body);
    }
    return missing(res, path);
  }

  /** Records that `paymentIntent` paid `invoice` (a renewal), so refunds of it can be traced back. */
  function addInvoicePayment(invoice: string, paymentIntent: string, amount = 0) {
    if (!payments.has(paymentIntent)) payments.set(paymentIntent, { amount, refunded: 0 });
    invoicePayments.push({
      id: nextId('inpay'),
      object: 'invoice_payment',
      invoice,
      status: 'paid',
      payment: { type: 'payment_intent', payment_intent: paymentIntent },
    });
  }

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = parseStripeParams(req.method === 'GET' ? url.search.slice(1) : body);
      const key = req.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      requests.push({ method: req.method ?? '', path: url.pathname, params, idempotencyKey });
      if (failing) return send(res, 500, { error: { type: 'api_error', message: 'fake outage' } });
      route(req, url.pathname, params, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    session: (id: string) => sessions.get(id),
    subscription: (id: string) => subscriptions.get(id),
    /** Refunds made so far, oldest first. */
    refunds,
    /** A refund made outside Penwise (the Stripe dashboard): `amount` cents, or what is left. */
    refundInDashboard(paymentIntent: string, amount?: number) {
      return createRefund({ payment_intent: paymentIntent, ...(amount ? { amount: String(amount) } : {}) });
    },
    /** Every request fails with 500 while true (the SDK's retries included). */
    setFailing(value: boolean) {
      failing = value;
    },

    /** The customer pays: the session completes, with a subscription and first invoice for plans. */
    complete(sessionId: string, period = { start: new Date(), days: 30 }) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const paymentIntent = nextId('pi');
      Object.assign(session, { status: 'complete', payment_status: 'paid', customer: nextId('cus') });
      payments.set(paymentIntent, { amount: Number(session.amount_total), refunded: 0 });
      if (session.mode !== 'subscription') {
        session.payment_intent = paymentIntent;
        return { session, paymentIntent };
      }
      const start = unix(period.start);
      const end = start + period.days * 86400;
      const subscription: StripeObject = {
        id: nextId('sub'),
        object: 'subscription',
        status: 'active',
        customer: session.customer,
        cancel_at_period_end: false,
        metadata: session.metadata,
        items: {
          object: 'list',
          data: [
            {
              id: nextId('si'),
              object: 'subscription_item',
              current_period_start: start,
              current_period_end: end,
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      const invoice = nextId('in');
      Object.assign(session, { subscription: subscription.id, invoice });
      addInvoicePayment(invoice, paymentIntent, Number(session.amount_total));
      return { session, subscription, invoice, paymentIntent, period: { start, end } };
    },

    addInvoicePayment,

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
