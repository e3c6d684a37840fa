import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import {
  invoiceJson,
  subscriptionJson,
  unix,
  type StandInInvoice,
  type StandInSubscription,
} from "./stripe-stand-in-objects.ts";

/** One request the stand-in answered: the query string's and the form body's fields together. */
export interface RecordedCall {
  method: string;
  path: string;
  form: Record<string, string>;
}

export interface StripeStandIn {
  url: string;
  calls: RecordedCall[];
  subscriptions: Map<string, StandInSubscription>;
  setSubscription(subscription: StandInSubscription): void;
  invoices: StandInInvoice[];
  /** Makes every call fail with a 500, as during an outage. */
  failAll(fail: boolean): void;
  close(): Promise<void>;
}

/**
 * A small local stand-in for the Stripe API, answering exactly the calls our provider makes
 * (customers create and update, checkout sessions, billing portal sessions, subscription retrieve/list/cancel, invoice
 * list), so tests run the real `stripe` SDK over real HTTP without a network. Tests set the
 * subscriptions and invoices it reports; a cancel ends the subscription as Stripe does.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const calls: RecordedCall[] = [];
  const subscriptions = new Map<string, StandInSubscription>();
  const invoices: StandInInvoice[] = [];
  let counter = 0;
  let failing = false;
  const nextId = (prefix: string) => `${prefix}_test${(counter += 1)}`;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://stand-in");
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
    calls.push({
      method: req.method ?? "GET",
      path: url.pathname,
      form: { ...Object.fromEntries(url.searchParams), ...form },
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": `req_${counter}` });
      res.end(JSON.stringify(body));
    };
    if (failing) return send(500, { error: { type: "api_error", message: "The stand-in is failing on purpose." } });

    const route = `${req.method} ${url.pathname}`;
    if (route === "POST /v1/customers")
      return send(200, {
        id: nextId("cus"),
        object: "customer",
        email: form.email ?? null,
        name: form.name ?? null,
        metadata: {},
      });
    const customer = /^POST \/v1\/customers\/([^/]+)$/.exec(route);
    if (customer?.[1])
      return send(200, {
        id: decodeURIComponent(customer[1]),
        object: "customer",
        email: form.email ?? null,
        metadata: {},
      });
    if (route === "POST /v1/checkout/sessions") {
      const id = nextId("cs");
      return send(200, {
        id,
        object: "checkout.session",
        mode: form.mode,
        customer: form.customer,
        subscription: null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
    }
    if (route === "POST /v1/billing_portal/sessions") {
      const id = nextId("bps");
      return send(200, {
        id,
        object: "billing_portal.session",
        customer: form.customer,
        return_url: form.return_url,
        url: `https://billing.stripe.test/p/session/${id}`,
      });
    }
    if (route === "GET /v1/subscriptions") {
      const data = [...subscriptions.values()]
        .filter((s) => s.customer === url.searchParams.get("customer"))
        .map(subscriptionJson);
      return send(200, { object: "list", data, has_more: false, url: "/v1/subscriptions" });
    }
    if (route === "GET /v1/invoices") {
      const data = invoices.filter((invoice) => invoice.customer === url.searchParams.get("customer")).map(invoiceJson);
      return send(200, { object: "list", data, has_more: false, url: "/v1/invoices" });
    }
    const cancel = /^DELETE \/v1\/subscriptions\/([^/]+)$/.exec(route);
    if (cancel?.[1]) {
      const subscription = subscriptions.get(decodeURIComponent(cancel[1]));
      if (!subscription) return send(404, { error: { type: "invalid_request_error", code: "resource_missing" } });
      Object.assign(subscription, { status: "canceled", endedAt: new Date(), cancelAtPeriodEnd: false });
      return send(200, subscriptionJson(subscription));
    }
    const retrieve = /^GET \/v1\/subscriptions\/([^/]+)$/.exec(route);
    if (retrieve?.[1]) {
      const subscription = subscriptions.get(decodeURIComponent(retrieve[1]));
      if (!subscription)
        return send(404, {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            message: `No such subscription: '${retrieve[1]}'`,
          },
        });
      return send(200, subscriptionJson(subscription));
    }
    return send(404, { error: { type: "invalid_request_error", message: `The stand-in does not answer ${route}.` } });
  };

  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    subscriptions,
    setSubscription: (subscription) => void subscriptions.set(subscription.id, subscription),
    invoices,
    failAll: (fail) => {
      failing = fail;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A webhook request body and its real Stripe-Signature header. */
export function signedEvent(secret: string, event: { id: string; type: string; object: Record<string, unknown> }) {
  const payload = JSON.stringify({
    id: event.id,
    object: "event",
    type: event.type,
    api_version: "2026-10-28.endive",
    created: unix(new Date()),
    data: { object: event.object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, header };
}
