import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  accountTrigger,
  authorized,
  sendProblem,
  sendSchemaProblems,
  shipperAccount,
  type DhlMockContext,
} from './dhl-express.mock-http';
import { billableKg, mockProduct, quoteMock, type MockPiece } from './dhl-express.mock-pricing';
import {
  DHL_DATE_TIME,
  insuredCents,
  isObj,
  postalCodeRefusal,
  readAddress,
  readPieces,
  SchemaProblems,
  type MockAddress,
} from './dhl-express.mock-validation';
import type { DhlRateReply } from './dhl-express.types';

/** The mock's Rating API: POST /rates (several pieces) and GET /rates (one piece). */

interface RateInput {
  account: string;
  origin: MockAddress;
  destination: MockAddress;
  shipDay: string;
  customsDeclarable: boolean;
  pieces: MockPiece[];
  insuredCents: number;
}

const INSTANCE = '/rates';

/** Business checks and pricing shared by both forms of the call. */
async function answerRates(input: RateInput, reply: FastifyReply, ctx: DhlMockContext) {
  const trigger = await accountTrigger('rate', input.account, INSTANCE, reply, ctx);
  if (trigger === 'answered') return reply;
  if (trigger === 'gone') return;
  const record = (status: number) =>
    ctx.state.record({
      type: 'rate',
      account: input.account,
      status,
      insured_cents: input.insuredCents,
    });
  const refusal =
    postalCodeRefusal(input.origin, 'origin') ??
    postalCodeRefusal(input.destination, 'destination');
  const domestic = input.destination.countryCode === 'MX';
  const problem =
    refusal ??
    (input.origin.countryCode !== 'MX'
      ? '1001: The requested product(s) not available based on your search criteria'
      : domestic && input.customsDeclarable
        ? '420505: A shipment within MX is not customs declarable'
        : null);
  if (problem) {
    record(400);
    return sendProblem(reply, 400, INSTANCE, problem);
  }
  const quotes = quoteMock({
    originPostalCode: input.origin.postalCode,
    destinationPostalCode: input.destination.postalCode,
    destinationCountryCode: input.destination.countryCode,
    pieces: input.pieces,
    insuredCents: input.insuredCents,
  });
  const volumetric = billableKg(input.pieces.map((p) => ({ ...p, weight: 0 })));
  record(200);
  const body: DhlRateReply = {
    products: quotes.map((q) => mockProduct(q, input.shipDay, volumetric)),
    exchangeRates: [{ currentExchangeRate: 18.5, currency: 'MXN', baseCurrency: 'USD' }],
  };
  return body;
}

export function registerMockRateRoutes(app: FastifyInstance, ctx: DhlMockContext): void {
  app.post(INSTANCE, async (req, reply) => {
    if (!authorized(req, reply, ctx, INSTANCE)) return reply;
    const problems = new SchemaProblems();
    const body = isObj(req.body) ? req.body : {};
    const details = problems.object(body, 'customerDetails', '');
    const origin = readAddress(
      problems,
      problems.object(details, 'shipperDetails', 'customerDetails/'),
      'customerDetails/shipperDetails/',
    );
    const destination = readAddress(
      problems,
      problems.object(details, 'receiverDetails', 'customerDetails/'),
      'customerDetails/receiverDetails/',
    );
    const planned = DHL_DATE_TIME.exec(String(body.plannedShippingDateAndTime ?? ''));
    if (!planned) {
      problems.add(
        'plannedShippingDateAndTime',
        'string does not match pattern YYYY-MM-DDTHH:MM:SS GMT+HH:MM',
      );
    }
    const shipDay = planned?.[1] ?? '';
    if (body.unitOfMeasurement !== 'metric' && body.unitOfMeasurement !== 'imperial') {
      problems.add('unitOfMeasurement', 'metric|imperial expected');
    }
    if (typeof body.isCustomsDeclarable !== 'boolean') {
      problems.add('isCustomsDeclarable', 'expected type: Boolean');
    }
    const pieces = readPieces(problems, body.packages, 'packages/');
    const account = shipperAccount(body);
    if (!account) problems.add('accounts', 'a shipper account is required');
    if (problems.list.length) {
      ctx.state.record({ type: 'rate', account, status: 422 });
      return sendSchemaProblems(reply, INSTANCE, problems.list);
    }
    return answerRates(
      {
        account: account ?? '',
        origin,
        destination,
        shipDay,
        customsDeclarable: body.isCustomsDeclarable === true,
        pieces,
        insuredCents: insuredCents(body.valueAddedServices),
      },
      reply,
      ctx,
    );
  });

  app.get(INSTANCE, async (req, reply) => {
    if (!authorized(req, reply, ctx, INSTANCE)) return reply;
    const q = (isObj(req.query) ? req.query : {}) as Record<string, string | undefined>;
    const problems = new SchemaProblems();
    const text = (key: string) => {
      const value = (q[key] ?? '').trim();
      if (!value) problems.add(key, 'required query parameter is missing');
      return value;
    };
    const number = (key: string, min: number, max: number) => {
      const value = Number(q[key]);
      if (!Number.isFinite(value) || value < min || value > max) {
        problems.add(key, `expected a number from ${min} to ${max}`);
      }
      return value;
    };
    const account = text('accountNumber');
    const origin = {
      countryCode: text('originCountryCode').toUpperCase(),
      postalCode: text('originPostalCode'),
      cityName: text('originCityName'),
    };
    const destination = {
      countryCode: text('destinationCountryCode').toUpperCase(),
      postalCode: text('destinationPostalCode'),
      cityName: text('destinationCityName'),
    };
    const piece = {
      weight: number('weight', 0.001, 70),
      length: number('length', 1, 300),
      width: number('width', 1, 300),
      height: number('height', 1, 300),
    };
    const shipDay = text('plannedShippingDate');
    if (shipDay && !/^\d{4}-\d{2}-\d{2}$/.test(shipDay))
      problems.add('plannedShippingDate', 'expected YYYY-MM-DD');
    if (!['true', 'false'].includes(q.isCustomsDeclarable ?? ''))
      problems.add('isCustomsDeclarable', 'expected true or false');
    if (!['metric', 'imperial'].includes(q.unitOfMeasurement ?? ''))
      problems.add('unitOfMeasurement', 'metric|imperial expected');
    if (problems.list.length) {
      ctx.state.record({ type: 'rate', account: account || null, status: 422 });
      return sendSchemaProblems(reply, INSTANCE, problems.list);
    }
    return answerRates(
      {
        account,
        origin,
        destination,
        shipDay,
        customsDeclarable: q.isCustomsDeclarable === 'true',
        pieces: [piece],
        insuredCents: 0,
      },
      reply,
      ctx,
    );
  });
}
