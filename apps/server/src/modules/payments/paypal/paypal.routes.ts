import {
  dataResponse,
  ZAddFundsAmountBody,
  ZPaymentResult,
  ZPaypalCheckoutResponse,
  ZPaypalConfig,
  ZPaypalExecuteRequest,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../payment-messages';
import { webhookRoute } from '../payment-webhook-route';
import { paypalPublicConfig } from './paypal-config';
import { paypalCheckout, paypalExecute } from './paypal-payments.service';
import { handlePaypalWebhook } from './paypal-webhook.service';

const tags = ['payments'];

/** Adding funds with PayPal (spec 1 §7 Payments) and PayPal's webhook. */
export const paypalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/paypal/config',
    {
      config: { access: { model: 'Payment', action: 'create' } },
      schema: {
        tags,
        summary: 'The wallet tab: minimum, maximum per payment and the fee tiers it can charge',
        response: { 200: dataResponse(ZPaypalConfig) },
      },
    },
    async (req) => ({ data: await paypalPublicConfig(req.ctx) }),
  );
  app.post(
    '/paypal/checkout',
    {
      config: {
        access: { model: 'Payment', action: 'create' },
        rateLimit: [{ name: 'paypal-checkout', max: 30, windowSeconds: 600, by: 'user' }],
      },
      schema: {
        tags,
        summary: 'Creates a PayPal order for amount + the wallet fee; answers the approve URL',
        body: ZAddFundsAmountBody,
        response: { 200: dataResponse(ZPaypalCheckoutResponse) },
      },
    },
    async (req) => ({ data: await paypalCheckout(req.ctx, req.body.amount) }),
  );
  app.post(
    '/paypal/execute',
    {
      config: { access: { model: 'Payment', action: 'create' } },
      schema: {
        tags,
        summary: 'Captures the approved PayPal order and credits the amount once',
        body: ZPaypalExecuteRequest,
        response: { 200: dataResponse(ZPaymentResult) },
      },
    },
    async (req) => ({ data: await paypalExecute(req.ctx, req.body) }),
  );
  webhookRoute(
    app,
    'paypal',
    "PayPal's notifications (verified with verify-webhook-signature)",
    (deps, tenant, req) => handlePaypalWebhook(deps, tenant, req.headers, req.body, req.ip),
  );
};
