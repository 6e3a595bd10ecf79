import { dataResponse, idParam, listResponse, ZCountry, ZPostalCodePlace } from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../http/list-query';
import { getCountry, listCountries, lookupPostalCode } from './countries.service';
import { searchSatProducts } from './sat-products';

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
};
