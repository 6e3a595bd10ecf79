import type { FastifyInstance } from 'fastify';
import { drawMockLabelPdf, drawMockLabelZpl, type MockLabelSpec } from '../mock-label-kit';
import {
  accountTrigger,
  authorized,
  sendProblem,
  sendSchemaProblems,
  shipperAccount,
  type DhlMockContext,
} from './dhl-express.mock-http';
import { quoteMock } from './dhl-express.mock-pricing';
import type { DhlMockShipment } from './dhl-express.mock-state';
import {
  DHL_DATE_TIME,
  insuredCents,
  isObj,
  postalCodeRefusal,
  readAddress,
  readPieces,
  SchemaProblems,
} from './dhl-express.mock-validation';
import type { DhlShipReply } from './dhl-express.ship-types';
import { dhlTrackingUrl } from './dhl-express.types';

/**
 * The mock's Shipment API: POST /shipments validates like MyDHL, prices like /rates, issues a
 * 10-digit waybill it remembers, and returns the label drawn by the mock label kit: ZPL for
 * encodingFormat zpl, else a PDF — on a letter sheet for DHL's A4 templates (ECOM26_84_A4_001,
 * ECOM26_A4_001), on 4×6 stock for every other template (ECOM26_84_001 by default).
 */

const INSTANCE = '/shipments';
const LETTER_TEMPLATES = new Set(['ECOM26_84_A4_001', 'ECOM26_A4_001']);

interface Party {
  lines: string[];
  name: string;
}

function partyOf(problems: SchemaProblems, details: Record<string, unknown>, key: string) {
  const at = `customerDetails/${key}/`;
  const party = problems.object(details, key, 'customerDetails/');
  const postal = problems.object(party, 'postalAddress', at);
  const contact = problems.object(party, 'contactInformation', at);
  const address = readAddress(problems, postal, `${at}postalAddress/`);
  const line1 = problems.string(postal, 'addressLine1', `${at}postalAddress/`, 45);
  const name = problems.string(contact, 'fullName', `${at}contactInformation/`, 255);
  const company = problems.string(contact, 'companyName', `${at}contactInformation/`, 100);
  const phone = problems.string(contact, 'phone', `${at}contactInformation/`, 70);
  const extra = ['addressLine2', 'addressLine3']
    .map((k) => postal[k])
    .filter((v): v is string => typeof v === 'string' && !!v);
  const view: Party = {
    name,
    lines: [
      name,
      company,
      line1,
      ...extra,
      `${address.cityName} ${address.postalCode} ${address.countryCode}`,
      phone,
    ],
  };
  return { address, view };
}

export function registerMockShipRoutes(app: FastifyInstance, ctx: DhlMockContext): void {
  app.post(INSTANCE, async (req, reply) => {
    if (!authorized(req, reply, ctx, INSTANCE)) return reply;
    const problems = new SchemaProblems();
    const body = isObj(req.body) ? req.body : {};
    const planned = DHL_DATE_TIME.exec(String(body.plannedShippingDateAndTime ?? ''));
    if (!planned) problems.add('plannedShippingDateAndTime', 'string does not match pattern');
    const productCode = problems.string(body, 'productCode', '', 3);
    const account = shipperAccount(body);
    if (!account) problems.add('accounts', 'a shipper account is required');
    const details = problems.object(body, 'customerDetails', '');
    const shipper = partyOf(problems, details, 'shipperDetails');
    const receiver = partyOf(problems, details, 'receiverDetails');
    const content = problems.object(body, 'content', '');
    const pieces = readPieces(problems, content.packages, 'content/packages/');
    const output = problems.object(body, 'outputImageProperties', '');
    const encoding = String(output.encodingFormat ?? 'pdf');
    if (!['pdf', 'zpl'].includes(encoding))
      problems.add(
        'outputImageProperties/encodingFormat',
        'pdf|zpl|lp2|epl expected (this mock: pdf|zpl)',
      );
    const options = Array.isArray(output.imageOptions) ? output.imageOptions : [];
    const labelOption = options.find((o) => isObj(o) && o.typeCode === 'label') as
      { templateName?: unknown } | undefined;
    const template =
      typeof labelOption?.templateName === 'string' ? labelOption.templateName : 'ECOM26_84_001';
    if (problems.list.length) {
      ctx.state.record({ type: 'ship', account, status: 422 });
      return sendSchemaProblems(reply, INSTANCE, problems.list);
    }
    const trigger = await accountTrigger('ship', account ?? '', INSTANCE, reply, ctx);
    if (trigger === 'answered') return reply;
    if (trigger === 'gone') return;
    const insured = insuredCents(body.valueAddedServices);
    const quote = quoteMock({
      originPostalCode: shipper.address.postalCode,
      destinationPostalCode: receiver.address.postalCode,
      destinationCountryCode: receiver.address.countryCode,
      pieces,
      insuredCents: insured,
    }).find((q) => q.tariff.code === productCode);
    const refusal =
      postalCodeRefusal(shipper.address, 'origin') ??
      postalCodeRefusal(receiver.address, 'destination') ??
      (shipper.address.countryCode !== 'MX' || !quote
        ? `1001: The requested product ${productCode} is not available based on your search criteria`
        : null);
    if (refusal || !quote) {
      ctx.state.record({ type: 'ship', account, status: 400 });
      return sendProblem(reply, 400, INSTANCE, refusal ?? 'not available');
    }
    const awb = ctx.state.newAwb();
    const references = Array.isArray(body.customerReferences) ? body.customerReferences : [];
    const reference =
      (
        references.find((r) => isObj(r) && typeof r.value === 'string') as
          { value?: string } | undefined
      )?.value ?? null;
    const shipment: DhlMockShipment = {
      awb,
      account: account ?? '',
      productCode,
      productName: quote.tariff.name,
      createdAt: ctx.now(),
      origin: {
        city: shipper.address.cityName,
        postalCode: shipper.address.postalCode,
        countryCode: shipper.address.countryCode,
      },
      destination: {
        city: receiver.address.cityName,
        postalCode: receiver.address.postalCode,
        countryCode: receiver.address.countryCode,
      },
      pieces: pieces.length,
      weightKg: quote.billableKg,
      reference,
    };
    ctx.state.shipments.set(awb, shipment);
    ctx.state.record({
      type: 'ship',
      account,
      status: 201,
      tracking_number: awb,
      template,
      encoding,
      insured_cents: insured,
    });
    const specs: MockLabelSpec[] = pieces.map((_, i) => ({
      brand: 'DHL',
      color: '#D40511',
      header: [
        quote.tariff.name,
        planned?.[1] ?? '',
        `${quote.billableKg} kg`,
        `Pieza ${i + 1}/${pieces.length}`,
      ],
      from: shipper.view.lines,
      to: receiver.view.lines,
      toPostalCode: receiver.address.postalCode,
      barcode: awb,
      caption: `WAYBILL ${awb.slice(0, 2)} ${awb.slice(2, 6)} ${awb.slice(6)}`,
      reference,
      notice: 'MOCK DHL EXPRESS — TEST LABEL, NOT FOR SHIPPING',
    }));
    const label =
      encoding === 'zpl'
        ? Buffer.from(drawMockLabelZpl(specs), 'utf8')
        : await drawMockLabelPdf(specs, LETTER_TEMPLATES.has(template) ? 'letter' : 'thermal');
    const answer: DhlShipReply = {
      shipmentTrackingNumber: awb,
      trackingUrl: dhlTrackingUrl(awb),
      packages: pieces.map((_, i) => ({
        referenceNumber: i + 1,
        trackingNumber: `JD01460000${awb}${i + 1}`,
        trackingUrl: dhlTrackingUrl(awb),
      })),
      documents: [
        {
          imageFormat: encoding.toUpperCase(),
          content: label.toString('base64'),
          typeCode: 'label',
        },
      ],
      shipmentCharges: [{ currencyType: 'BILLC', priceCurrency: 'MXN', price: quote.total / 100 }],
    };
    return reply.status(201).send(answer);
  });
}
