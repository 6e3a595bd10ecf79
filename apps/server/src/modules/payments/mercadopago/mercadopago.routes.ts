import {
  dataResponse,
  ZAddFundsAmountBody,
  ZMercadoPaymentProcessRequest,
  ZMercadoPreferenceResponse,
  ZPaymentResult,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../payment-messages';
import { webhookRoute } from '../payment-webhook-route';
import { mercadoCreatePreference, mercadoPaymentProcess } from './mercadopago-payments.service';
import { handleMercadoWebhook } from './mercadopago-webhook.service';

const tags = ['payments'];

/** Adding funds with Mercado Pago Checkout Pro (spec 1 §7 Payments) and its webhook. */
export const mercadoPagoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/transfer_funds/mercado_create_preference',
    {
      config: {
        access: { model: 'Payment', action: 'create' },
        rateLimit: [{ name: 'mercado-preference', max: 30, windowSeconds: 600, by: 'user' }],
      },
      schema: {
        tags,
        summary: 'Creates a Checkout Pro preference; the deduction comes off what is credited',
        body: ZAddFundsAmountBody,
        response: { 200: dataResponse(ZMercadoPreferenceResponse) },
      },
    },
    async (req) => ({ data: await mercadoCreatePreference(req.ctx, req.body.amount) }),
  );
  app.post(
    '/transfer_funds/mercado_payment_process',
    {
      config: { access: { model: 'Payment', action: 'create' } },
      schema: {
        tags,
        summary: "Mercado Pago's return: asks Mercado Pago about the payment and credits it once",
        body: ZMercadoPaymentProcessRequest,
        response: { 200: dataResponse(ZPaymentResult) },
      },
    },
    async (req) => ({ data: await mercadoPaymentProcess(req.ctx, req.body) }),
  );
  webhookRoute(
    app,
    'mercadopago',
    "Mercado Pago's notifications (x-signature checked with the webhook secret)",
    (deps, tenant, req) =>
      handleMercadoWebhook(
        deps,
        tenant,
        req.query as Record<string, unknown>,
        req.headers,
        req.body,
        req.ip,
      ),
  );
};
