import multipart from '@fastify/multipart';
import {
  dataResponse,
  idParam,
  TEST_XML_MAX_BYTES,
  ZCarrierTestInfo,
  ZConnectionTest,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUpload } from '../../http/upload';
import './carrier-tests.messages';
import {
  carrierTestInfo,
  exampleTestXml,
  sendTestXml,
  testCarrierConnection,
} from './carrier-tests.service';
import { XML_FIELD } from './carrier-tests.xml-file';

const tags = ['carrier test connections'];
// Spec 3 §2: /carriers/{carrier_id}/test-connections needs TestConnection create.
const config = { access: { model: 'TestConnection' as const, action: 'create' as const } };
const result = { 200: dataResponse(ZConnectionTest) };

export const carrierTestsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: TEST_XML_MAX_BYTES, files: 1, fields: 2 },
  });
  app.get(
    '/carriers/:id/test_connection',
    {
      config,
      schema: {
        tags,
        summary: "Which tests the carrier's provider offers",
        params: idParam,
        response: { 200: dataResponse(ZCarrierTestInfo) },
      },
    },
    async (req) => ({ data: await carrierTestInfo(req.ctx, req.params.id) }),
  );
  app.post(
    '/carriers/:id/test_connection',
    {
      config,
      schema: {
        tags,
        summary:
          "Sends the provider's real request with the stored credentials; the raw exchange comes back with every credential masked",
        params: idParam,
        response: result,
      },
    },
    async (req) => ({ data: await testCarrierConnection(req.ctx, req.params.id) }),
  );
  app.get(
    '/carriers/:id/test_connection/example.xml',
    {
      config,
      schema: {
        tags,
        summary: "An example of the carrier's XML request (credentials shown as *****)",
        params: idParam,
      },
    },
    async (req, reply) => {
      const { xml, filename } = await exampleTestXml(req.ctx, req.params.id);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(xml);
    },
  );
  app.post(
    '/carriers/:id/test_connection/xml',
    {
      config,
      schema: {
        tags,
        summary:
          'Sends an uploaded XML request (multipart files[], one .xml up to 256 KB) with the stored credentials put in',
        consumes: ['multipart/form-data'],
        params: idParam,
        response: result,
      },
    },
    async (req) => {
      const upload = await readUpload(req, XML_FIELD, 'v.test_xml_too_large');
      return { data: await sendTestXml(req.ctx, req.params.id, upload.bytes) };
    },
  );
};
