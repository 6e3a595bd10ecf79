import {
  dataResponse,
  idParam,
  LABEL_FORMATS,
  SHIPMENT_SOURCES,
  SHIPMENT_STATUSES,
  ZAddressForm,
  ZBuyRateRequest,
  ZOkResponse,
  ZParcelRequest,
  ZQuoteQuery,
  ZQuoteResult,
  ZShipment,
  ZShipmentCreateRequest,
  ZShipmentIdsFilter,
  ZShipmentLabelsRequest,
  ZShipmentListResponse,
  ZTrackingEvent,
  ZUser,
} from '@despacho/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../http/list-query';
import { buyLabel } from '../../workflows/buy-label';
import { createShipmentWithParcel } from '../partner/one-call-shipment.service';
import {
  cancelShipment,
  deliverShipment,
  rejectCancellation,
  requestCancellation,
} from './shipment-actions.service';
import { downloadLabel, downloadNota, type DownloadFile } from './shipment-files.service';
import { downloadLabelsPdf } from './shipment-labels.service';
import {
  shipmentRatesJson,
  shipmentVolumetricWeight,
  streamShipmentRates,
} from './shipment-rates.service';
import { shipmentTracking } from './shipment-tracking.service';
import { exportShipmentsCsv } from './shipments-export';
import {
  cloneShipment,
  createShipment,
  deleteShipment,
  getShipment,
  listCarriersUsed,
  listShipments,
  setShipmentParcel,
  updateShipmentAddresses,
} from './shipments.service';

const tags = ['shipments'];
const one = { 200: dataResponse(ZShipment) };
const on = (
  model: 'Shipment' | 'Parcel' | 'Rate',
  action: 'read' | 'create' | 'update' | 'destroy',
) => ({
  access: { model, action },
});

/** The list's filters (spec 2 §2): validated, unknown ones dropped. */
export const SHIPMENT_FILTERS = {
  number: z.string().trim().max(60),
  tracking_number: z.string().trim().max(40),
  status: z.enum(SHIPMENT_STATUSES, { error: 'v.invalid_value' }),
  source: z.enum(SHIPMENT_SOURCES, { error: 'v.invalid_value' }),
  user_email: z.string().trim().max(254),
  carrier_id: z.coerce.number().int().positive(),
  store_id: z.coerce.number().int().positive(),
};
const ZShipmentListQuery = listQuerySchema(SHIPMENT_FILTERS).extend({
  /** Keyset paging (issue 24): the page after this shipment id, in the list's order. */
  after: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** The export also takes the list's selection: `where[ids]=12,15` (issue 25, bulk export). */
const ZShipmentExportQuery = listQuerySchema({ ...SHIPMENT_FILTERS, ids: ZShipmentIdsFilter });

const ZAddressesRequest = z.object({
  shipment: z.object({
    origin_attributes: ZAddressForm.optional(),
    destination_attributes: ZAddressForm.optional(),
  }),
});

const send = (reply: FastifyReply, file: DownloadFile) =>
  reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.bytes);

/** Shipments: the wizard's steps, the purchase, the list and its actions (spec 2). */
export const shipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shipments',
    {
      config: { ...on('Shipment', 'read'), sessionJoin: true },
      schema: {
        tags,
        querystring: ZShipmentListQuery,
        response: { 200: ZShipmentListResponse },
      },
    },
    async (req) => listShipments(req.ctx, req.query),
  );
  app.get(
    '/shipments/carriers',
    {
      config: on('Shipment', 'read'),
      schema: {
        tags,
        summary: 'Carriers used in the caller’s shipments (the list’s filter)',
        response: { 200: dataResponse(z.array(z.object({ id: z.number(), name: z.string() }))) },
      },
    },
    async (req) => ({ data: await listCarriersUsed(req.ctx) }),
  );
  app.post(
    '/shipments/export_csv',
    {
      config: on('Shipment', 'read'),
      schema: {
        tags,
        summary: 'The filtered list (or the selected shipments) as shipments.csv (streamed)',
        querystring: ZShipmentExportQuery,
      },
    },
    async (req, reply) => {
      const stream = await exportShipmentsCsv(req.ctx, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="shipments.csv"')
        .send(stream);
    },
  );
  app.post(
    '/shipments/labels',
    {
      config: on('Shipment', 'read'),
      schema: {
        tags,
        summary: 'The labels of several shipments (up to 100) as one PDF, in the order given',
        description:
          'All or nothing: an id the caller cannot see is a 404 for the whole batch; a shipment without a label, or whose label exists only as ZPL, is a 409 naming it.',
        body: ZShipmentLabelsRequest,
      },
    },
    async (req, reply) => send(reply, await downloadLabelsPdf(req.ctx, req.body.ids)),
  );
  app.get(
    '/shipments/:id',
    { config: on('Shipment', 'read'), schema: { tags, params: idParam, response: one } },
    async (req) => ({ data: await getShipment(req.ctx, req.params.id) }),
  );
  app.post(
    '/shipments',
    {
      config: on('Shipment', 'create'),
      schema: {
        tags,
        summary: 'Creates a shipment from its addresses (and its parcel, in the same call)',
        description:
          'With `parcel` (the body of POST /shipments/{id}/parcels), addresses and parcel are saved in one transaction: a refused parcel leaves no shipment. The reply is then ready for GET /shipments/{id}/rates.',
        body: ZShipmentCreateRequest,
        response: { 201: dataResponse(ZShipment) },
      },
    },
    async (req, reply) => {
      const { parcel, ...addresses } = req.body.shipment;
      const data = parcel
        ? await createShipmentWithParcel(req.ctx, addresses, parcel)
        : await createShipment(req.ctx, addresses);
      return reply.code(201).send({ data });
    },
  );
  app.put(
    '/shipments/:id',
    {
      config: on('Shipment', 'update'),
      schema: { tags, params: idParam, body: ZAddressesRequest, response: one },
    },
    async (req) => ({
      data: await updateShipmentAddresses(req.ctx, req.params.id, req.body.shipment),
    }),
  );
  app.post(
    '/shipments/:id/parcels',
    {
      config: on('Parcel', 'create'),
      schema: { tags, params: idParam, body: ZParcelRequest, response: one },
    },
    async (req) => ({ data: await setShipmentParcel(req.ctx, req.params.id, req.body.parcel) }),
  );
  app.get(
    '/shipments/:id/rates',
    {
      config: { ...on('Rate', 'create'), sessionJoin: true },
      schema: {
        tags,
        params: idParam,
        querystring: ZQuoteQuery,
        response: { 200: dataResponse(ZQuoteResult) },
      },
    },
    async (req, reply) => {
      const json = await shipmentRatesJson(req.ctx, req.params.id, req.query.include_rejected);
      return reply.type('application/json; charset=utf-8').send(`{"data":${json}}` as never);
    },
  );
  app.get(
    '/shipments/:id/rates/stream',
    {
      config: { ...on('Rate', 'create'), sessionJoin: true },
      schema: {
        tags,
        summary: "The shipment's rates, streamed as carriers answer (application/x-ndjson)",
        params: idParam,
        querystring: ZQuoteQuery,
      },
    },
    (req, reply) => streamShipmentRates(req.ctx, reply, req.params.id, req.query.include_rejected),
  );
  app.get(
    '/shipments/:id/rates/volumetric_weight',
    {
      config: on('Rate', 'create'),
      schema: {
        tags,
        params: idParam,
        response: {
          200: dataResponse(z.object({ volumetric_weight: z.number(), weight: z.number() })),
        },
      },
    },
    async (req) => ({ data: await shipmentVolumetricWeight(req.ctx, req.params.id) }),
  );
  app.post(
    '/shipments/:id/rates',
    {
      config: { ...on('Rate', 'create'), sessionJoin: true },
      schema: {
        tags,
        summary: 'Buys the chosen rate from the balance (re-rated on the server; Idempotency-Key)',
        params: idParam,
        headers: z.object({ 'idempotency-key': z.string().trim().min(1).max(100).optional() }),
        body: ZBuyRateRequest,
        response: { 200: dataResponse(z.object({ shipment: ZShipment, user: ZUser })) },
      },
    },
    async (req) => ({
      data: await buyLabel(
        req.ctx,
        req.params.id,
        req.body.rate,
        req.headers['idempotency-key'] ?? null,
      ),
    }),
  );
  for (const [path, action] of [
    ['request_cancellation', requestCancellation],
    ['cancel', cancelShipment],
    ['reject_cancel_shipment', rejectCancellation],
    ['deliver', deliverShipment],
  ] as const) {
    app.put(
      `/shipments/:id/${path}`,
      { config: on('Shipment', 'update'), schema: { tags, params: idParam, response: one } },
      async (req) => ({ data: await action(req.ctx, req.params.id) }),
    );
  }
  app.post(
    '/shipments/:id/clone',
    {
      config: on('Shipment', 'create'),
      schema: { tags, params: idParam, response: { 201: dataResponse(ZShipment) } },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await cloneShipment(req.ctx, req.params.id) }),
  );
  app.delete(
    '/shipments/:id',
    {
      config: on('Shipment', 'destroy'),
      schema: { tags, params: idParam, response: { 200: ZOkResponse } },
    },
    async (req) => ({ data: await deleteShipment(req.ctx, req.params.id) }),
  );
  app.get(
    '/shipments/:id/label',
    {
      config: { ...on('Shipment', 'read'), sessionJoin: true },
      schema: {
        tags,
        params: idParam,
        querystring: z.object({
          format: z.enum(LABEL_FORMATS, { error: 'v.invalid_value' }).optional(),
        }),
      },
    },
    async (req, reply) =>
      send(reply, await downloadLabel(req.ctx, req.params.id, req.query.format)),
  );
  app.get(
    '/shipments/:id/nota',
    { config: { ...on('Shipment', 'read'), sessionJoin: true }, schema: { tags, params: idParam } },
    async (req, reply) => send(reply, await downloadNota(req.ctx, req.params.id)),
  );
  app.get(
    '/shipments/:id/tracking',
    {
      config: on('Shipment', 'read'),
      schema: { tags, params: idParam, response: { 200: dataResponse(z.array(ZTrackingEvent)) } },
    },
    async (req) => ({ data: await shipmentTracking(req.ctx, req.params.id) }),
  );
};
