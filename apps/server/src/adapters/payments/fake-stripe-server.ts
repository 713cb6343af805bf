import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { prorate } from './proration.ts';
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
  const customers = new Map<string, StripeObject>();
  const products = new Map<string, StripeObject>();
  /** Invoices of subscription changes, by id. */
  const invoices = new Map<string, StripeObject>();
  let declining = false;
  const portalSessions: StripeObject[] = [];
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
      customer: params.customer ?? null,
      customer_email: params.customer_email ?? null,
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

  /** The subscription's one item, with the price it bills and its current period. */
  const itemOf = (subscription: StripeObject) =>
    (subscription.items as { data: (Record<string, unknown> & { id: string })[] }).data[0];

  /**
   * POST /v1/subscriptions/:id with new items: `proration_behavior: 'always_invoice'` plus a billing
   * cycle anchored now bills the new price for a period starting now, less the unused part of the old
   * price (to the `proration_date` second), and charges it at once; `none` only sets the next price.
   */
  function changeSubscription(subscription: StripeObject, params: Params): { status: number; body: unknown } {
    const item = itemOf(subscription);
    const wanted = (params.items as Params[] | undefined)?.[0];
    const priceData = wanted?.price_data as Params | undefined;
    if (!item || !priceData) return { status: 200, body: subscription };
    const oldAmount = (item.price as { unit_amount?: number } | undefined)?.unit_amount ?? 0;
    const newAmount = Number(priceData.unit_amount);
    const price = {
      id: nextId('price'),
      object: 'price',
      product: priceData.product,
      unit_amount: newAmount,
      recurring: { interval: 'month' },
      metadata: {},
    };
    if (params.proration_behavior !== 'always_invoice') {
      item.price = price;
      return { status: 200, body: subscription };
    }
    if (declining) {
      const error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
      return { status: 402, body: { error } };
    }
    const now = Number(params.proration_date ?? unix(new Date()));
    const start = Number(item.current_period_start);
    const end = Number(item.current_period_end);
    const { amountCents, creditCents } = prorate({
      currentPriceCents: oldAmount,
      period: { start: new Date(start * 1000), end: new Date(end * 1000) },
      at: new Date(now * 1000),
      newPriceCents: newAmount,
    });
    const newEnd = now + 30 * 86400;
    Object.assign(item, { price, current_period_start: now, current_period_end: newEnd });
    const id = nextId('in');
    const line = (amount: number, from: number, to: number, proration: boolean) => ({
      id: nextId('il'),
      object: 'line_item',
      amount,
      period: { start: from, end: to },
      parent: { type: 'subscription_item_details', subscription_item_details: { proration } },
    });
    const invoice: StripeObject = {
      id,
      object: 'invoice',
      status: 'paid',
      billing_reason: 'subscription_update',
      customer: subscription.customer,
      amount_paid: amountCents,
      currency: 'usd',
      period_start: now,
      period_end: now,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      lines: {
        object: 'list',
        has_more: false,
        data: [line(-creditCents, now, end, true), line(newAmount, now, newEnd, false)],
      },
    };
    invoices.set(id, invoice);
    addInvoicePayment(id, nextId('pi'), amountCents);
    subscription.latest_invoice = id;
    const expand = (params.expand ?? []) as string[];
    return {
      status: 200,
      body: expand.includes('latest_invoice') ? { ...subscription, latest_invoice: invoice } : subscription,
    };
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
      const key = req.headers['idempotency-key'];
      const replayed = typeof key === 'string' ? replies.get(key) : undefined;
      if (replayed) return send(res, replayed.status, replayed.body);
      if (params.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      }
      if (params.metadata) Object.assign(subscription.metadata as Params, params.metadata);
      const reply = changeSubscription(subscription, params);
      if (typeof key === 'string') replies.set(key, reply);
      return send(res, reply.status, reply.body);
    }
    if (resource === 'subscriptions' && id && (req.method === 'GET' || req.method === 'DELETE')) {
      const subscription = subscriptions.get(id);
      if (!subscription) return missing(res, id);
      if (req.method === 'DELETE')
        Object.assign(subscription, { status: 'canceled', ended_at: unix(new Date()) });
      return send(res, 200, subscription);
    }
    if (resource === 'products') {
      if (req.method === 'GET' && id) {
        const product = products.get(id);
        return product ? send(res, 200, product) : missing(res, id);
      }
      if (req.method === 'POST' && !id) {
        const productId = typeof params.id === 'string' ? params.id : nextId('prod');
        const product = products.get(productId) ?? { id: productId, object: 'product', name: params.name };
        products.set(productId, product);
        return send(res, 200, product);
      }
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
    if (req.method === 'POST' && resource === 'customers' && !id) {
      const key = req.headers['idempotency-key'];
      const reply = (typeof key === 'string' && replies.get(key)) || {
        status: 200,
        body: createCustomer(params),
      };
      if (typeof key === 'string') replies.set(key, reply);
      return send(res, reply.status, reply.body);
    }
    if (req.method === 'POST' && resource === 'billing_portal' && id === 'sessions') {
      const customer = typeof params.customer === 'string' ? params.customer : '';
      if (!customers.has(customer)) return missing(res, customer);
      const portal: StripeObject = {
        id: nextId('bps'),
        object: 'billing_portal.session',
        customer,
        return_url: params.return_url ?? null,
        url: `https://billing.stripe.test/p/session/${nextId('live')}`,
      };
      portalSessions.push(portal);
      return send(res, 200, portal);
    }
    return missing(res, path);
  }

  function createCustomer(params: Params): StripeObject {
    const customer: StripeObject = {
      id: nextId('cus'),
      object: 'customer',
      email: params.email ?? null,
      metadata: params.metadata ?? {},
    };
    customers.set(customer.id, customer);
    return customer;
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
    customers,
    /** A subscription change's invoice, as invoice.paid would carry it. */
    invoice: (id: string) => invoices.get(id),
    /** Cards are declined while true (plan upgrades answer 402 card_declined). */
    setDeclining(value: boolean) {
      declining = value;
    },
    /** Customer portal sessions opened so far, oldest first. */
    portalSessions,
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
      // Stripe makes a customer at checkout unless the session was created for an existing one.
      const customer = session.customer ?? createCustomer({}).id;
      Object.assign(session, { status: 'complete', payment_status: 'paid', customer });
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
              price: {
                id: nextId('price'),
                object: 'price',
                unit_amount: Number(session.amount_total),
                recurring: { interval: 'month' },
                metadata: {},
              },
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
