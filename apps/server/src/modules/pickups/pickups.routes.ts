import { dataResponse, listResponse, ZPickup, ZPickupRequest } from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../http/list-query';
import { createPickup, listPickups } from './pickups.service';

const tags = ['pickups'];

/** Courier pickups for bought shipments (spec 2 §2 Pickup screen and list). */
export const pickupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pickups',
    {
      config: { access: { model: 'Pickup', action: 'read' } },
      schema: {
        tags,
        summary: 'Pickups, newest first; search by pickup or tracking number',
        querystring: listQuerySchema({ shipment_id: z.coerce.number().int().positive() }),
        response: { 200: listResponse(ZPickup) },
      },
    },
    async (req) => listPickups(req.ctx, req.query),
  );
  app.post(
    '/pickups',
    {
      config: { access: { model: 'Pickup', action: 'create' } },
      schema: {
        tags,
        summary: 'Asks the carrier for a pickup; a refusal is kept with its words (retry = again)',
        body: ZPickupRequest,
        response: { 201: dataResponse(ZPickup) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await createPickup(req.ctx, req.body.pickup) }),
  );
};
