import {
  dataResponse,
  idParam,
  listResponse,
  ZPickup,
  ZPickupDays,
  ZPickupRequest,
  ZPickupRescheduleRequest,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../http/list-query';
import { reschedulePickup } from './pickup-reschedule.service';
import { createPickup, listPickups, pickupDaysFor } from './pickups.service';

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
  app.get(
    '/pickups/days',
    {
      config: { access: { model: 'Pickup', action: 'read' } },
      schema: {
        tags,
        summary:
          'The days a pickup of this shipment may be booked on (the carrier’s working days, tenant time) and the windows',
        querystring: z.object({
          shipment_id: z.coerce.number({ error: 'v.required' }).int().positive(),
        }),
        response: { 200: dataResponse(ZPickupDays) },
      },
    },
    async (req) => ({ data: await pickupDaysFor(req.ctx, req.query.shipment_id) }),
  );
  app.post(
    '/pickups',
    {
      config: { access: { model: 'Pickup', action: 'create' } },
      schema: {
        tags,
        summary:
          'Asks the carrier for a pickup (or joins the owner’s booked visit of that day, window and origin when the carrier collects several shipments per visit); a refusal is kept with its words (retry = again)',
        body: ZPickupRequest,
        response: { 201: dataResponse(ZPickup) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await createPickup(req.ctx, req.body.pickup) }),
  );
  app.put(
    '/pickups/:id/reschedule',
    {
      config: { access: { model: 'Pickup', action: 'update' } },
      schema: {
        tags,
        summary:
          'Moves a booked pickup to another day or window: with the carrier’s change call when it has one (the whole visit moves), otherwise books the new one, then cancels the old one with the carrier',
        params: idParam,
        body: ZPickupRescheduleRequest,
        response: { 200: dataResponse(ZPickup) },
      },
    },
    async (req) => ({
      data: await reschedulePickup(req.ctx, req.params.id, req.body.pickup),
    }),
  );
};
