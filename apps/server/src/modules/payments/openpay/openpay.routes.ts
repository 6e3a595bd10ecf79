import {
  dataResponse,
  idParam,
  ZCardAddFundsBody,
  ZCardAddFundsResponse,
  ZCreateCreditCardRequest,
  ZCreditCard,
  ZOkResponse,
  ZOpenpayChargeBody,
  ZOpenpayChargeResult,
  ZOpenpayConfig,
  ZPaymentResult,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import '../payment-messages';
import './openpay-messages';
import { webhookRoute } from '../payment-webhook-route';
import { createCreditCard, deleteCreditCard, listCreditCards } from './openpay-cards.service';
import {
  cardAddFunds,
  openpayChargeStatus,
  openpayPublicConfig,
  referenceCharge,
} from './openpay-charges.service';
import { handleOpenpayWebhook } from './openpay-webhook.service';

const tags = ['payments'];
const chargeLimit = (name: string) => [{ name, max: 30, windowSeconds: 600, by: 'user' as const }];

/** Adding funds with OpenPay: saved cards, card charges (3-D Secure), SPEI, store, webhook. */
export const openpayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/openpay/config',
    {
      config: { access: { model: 'Payment', action: 'create' } },
      schema: {
        tags,
        summary: 'What the browser needs to tokenise a card',
        response: { 200: dataResponse(ZOpenpayConfig) },
      },
    },
    async (req) => ({ data: await openpayPublicConfig(req.ctx) }),
  );
  app.get(
    '/credit_cards',
    {
      config: { access: { model: 'CreditCard', action: 'read' } },
      schema: {
        tags,
        summary: "The caller's saved cards (masked)",
        response: { 200: dataResponse(z.array(ZCreditCard)) },
      },
    },
    async (req) => ({ data: await listCreditCards(req.ctx) }),
  );
  app.post(
    '/credit_cards',
    {
      config: {
        access: { model: 'CreditCard', action: 'create' },
        rateLimit: chargeLimit('openpay-card-save'),
      },
      schema: {
        tags,
        summary: 'Saves a card tokenised in the browser (OpenPay customer created on first use)',
        body: ZCreateCreditCardRequest,
        response: { 201: dataResponse(ZCreditCard) },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await createCreditCard(req.ctx, req.body) }),
  );
  app.delete(
    '/credit_cards/:id',
    {
      config: { access: { model: 'CreditCard', action: 'destroy' } },
      schema: {
        tags,
        summary: 'Removes a saved card here and at OpenPay',
        params: idParam,
        response: { 200: ZOkResponse },
      },
    },
    async (req) => {
      await deleteCreditCard(req.ctx, req.params.id);
      return { data: { ok: true as const } };
    },
  );
  app.post(
    '/credit_cards/:id/add_funds',
    {
      config: {
        access: { model: 'Payment', action: 'create' },
        rateLimit: chargeLimit('openpay-card-charge'),
      },
      schema: {
        tags,
        summary: 'Charges a saved card (amount + fee estimate); 3-D Secure URL or credited',
        params: idParam,
        body: ZCardAddFundsBody,
        response: { 200: dataResponse(ZCardAddFundsResponse) },
      },
    },
    async (req) => ({ data: await cardAddFunds(req.ctx, req.params.id, req.body.credit_card) }),
  );
  app.post(
    '/openpay',
    {
      config: {
        access: { model: 'Payment', action: 'create' },
        rateLimit: chargeLimit('openpay-reference'),
      },
      schema: {
        tags,
        summary: 'A SPEI (bank) or store (cash) reference to pay',
        body: ZOpenpayChargeBody,
        response: { 200: dataResponse(ZOpenpayChargeResult) },
      },
    },
    async (req) => ({ data: await referenceCharge(req.ctx, req.body) }),
  );
  app.get(
    '/openpay/charges/:chargeId',
    {
      config: { access: { model: 'Payment', action: 'create' } },
      schema: {
        tags,
        summary: 'The card return page: the payment of that charge, settled with OpenPay',
        params: z.object({ chargeId: z.string().regex(/^[a-z0-9]{1,60}$/i) }),
        response: { 200: dataResponse(ZPaymentResult) },
      },
    },
    async (req) => ({ data: await openpayChargeStatus(req.ctx, req.params.chargeId) }),
  );
  webhookRoute(
    app,
    'openpay',
    "OpenPay's notifications (unsigned: the charge is asked of OpenPay before crediting)",
    (deps, tenant, req) => handleOpenpayWebhook(deps, tenant, req.body, req.ip),
  );
};
