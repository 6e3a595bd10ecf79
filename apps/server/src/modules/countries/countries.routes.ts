import {
  dataResponse,
  idParam,
  listResponse,
  ZCountry,
  ZCountryRequest,
  ZOkResponse,
  ZPostalCodePlace,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../http/list-query';
import { getCountry, listCountries, lookupPostalCode } from './countries.service';
import { searchSatProducts } from './sat-products';
import {
  deleteCountry,
  deleteState,
  listStates,
  saveCountry,
  saveState,
  ZStateForm,
} from './countries-admin.service';
import '../catalogue/catalogue-messages';

const tags = ['countries'];

export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries',
    {
      config: { access: { model: 'Country', action: 'read' } },
      schema: { tags, querystring: listQuerySchema(), response: { 200: listResponse(ZCountry) } },
    },
    async (req) => listCountries(req.ctx, req.query),
  );
  app.get(
    '/countries/:id',
    {
      config: { access: { model: 'Country', action: 'read' } },
      schema: { tags, params: idParam, response: { 200: dataResponse(ZCountry) } },
    },
    async (req) => ({ data: await getCountry(req.ctx, req.params.id) }),
  );
  app.get(
    '/postal_codes/:postal_code',
    {
      config: { access: { model: 'Country', action: 'read' } },
      schema: {
        tags,
        summary: 'A Mexican postal code: state, municipality, city and settlements (SEPOMEX)',
        params: z.object({ postal_code: z.string().max(10) }),
        response: { 200: dataResponse(ZPostalCodePlace) },
      },
    },
    async (req) => ({ data: await lookupPostalCode(req.ctx, req.params.postal_code) }),
  );
  app.get(
    '/sat_products',
    {
      config: { access: { model: 'Country', action: 'read' } },
      schema: {
        tags,
        summary: 'SAT product/service keys (c_ClaveProdServ) by key prefix or description',
        querystring: z.object({ search: z.string().max(100).optional() }),
        response: {
          200: z.object({ data: z.array(z.object({ code: z.string(), description: z.string() })) }),
        },
      },
    },
    async (req) => ({ data: await searchSatProducts(req.ctx, req.query.search) }),
  );
  const write = (model: 'Country' | 'State', action: 'create' | 'update' | 'destroy') => ({
    access: { model, action },
  });
  app.post(
    '/countries',
    {
      config: write('Country', 'create'),
      schema: { tags, body: ZCountryRequest, response: { 201: dataResponse(ZCountry) } },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await saveCountry(req.ctx, null, req.body.country) }),
  );
  app.put(
    '/countries/:id',
    {
      config: write('Country', 'update'),
      schema: {
        tags,
        params: idParam,
        body: ZCountryRequest,
        response: { 200: dataResponse(ZCountry) },
      },
    },
    async (req) => ({ data: await saveCountry(req.ctx, req.params.id, req.body.country) }),
  );
  app.delete(
    '/countries/:id',
    {
      config: write('Country', 'destroy'),
      schema: { tags, params: idParam, response: { 200: ZOkResponse } },
    },
    async (req) => ({ data: await deleteCountry(req.ctx, req.params.id) }),
  );
  const ZState = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
  const stateParams = z.object({
    id: z.coerce.number().int().positive(),
    state_id: z.coerce.number().int().positive(),
  });
  app.get(
    '/countries/:id/states',
    {
      config: { access: { model: 'State', action: 'read' } },
      schema: { tags, params: idParam, response: { 200: z.object({ data: z.array(ZState) }) } },
    },
    async (req) => ({ data: await listStates(req.ctx, req.params.id) }),
  );
  app.post(
    '/countries/:id/states',
    {
      config: write('State', 'create'),
      schema: {
        tags,
        params: idParam,
        body: z.object({ state: ZStateForm }),
        response: { 201: dataResponse(ZState) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await saveState(req.ctx, req.params.id, null, req.body.state) }),
  );
  app.put(
    '/countries/:id/states/:state_id',
    {
      config: write('State', 'update'),
      schema: {
        tags,
        params: stateParams,
        body: z.object({ state: ZStateForm }),
        response: { 200: dataResponse(ZState) },
      },
    },
    async (req) => ({
      data: await saveState(req.ctx, req.params.id, req.params.state_id, req.body.state),
    }),
  );
  app.delete(
    '/countries/:id/states/:state_id',
    {
      config: write('State', 'destroy'),
      schema: { tags, params: stateParams, response: { 200: ZOkResponse } },
    },
    async (req) => ({ data: await deleteState(req.ctx, req.params.id, req.params.state_id) }),
  );
};
