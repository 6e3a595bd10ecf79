import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  accountTrigger,
  authorized,
  customerTransaction,
  sendErrors,
  type MockContext,
} from './fedex-rest.mock-http';
import { drawMockPdfLabel, drawMockZplLabel, type MockLabelInput } from './fedex-rest.mock-label';
import { quoteMockShipment } from './fedex-rest.mock-pricing';
import type { MockParty } from './fedex-rest.mock-party';
import { validateMockShipRequest, type ValidShipRequest } from './fedex-rest.mock-ship-validation';
import type { FedexMockPlace } from './fedex-rest.mock-state';
import {
  Problems,
  checkAccount,
  isObj,
  mockLocaleOf,
  text,
  type MockLocale,
} from './fedex-rest.mock-validation';
import type { FedexCancelReply, FedexPieceResponse, FedexShipReply } from './fedex-rest.ship-types';
import { FEDEX_CANCEL_PATH, FEDEX_SHIP_PATH, type FedexApiError } from './fedex-rest.types';

/**
 * The mock's Ship API. POST /ship/v1/shipments checks the request (see
 * fedex-rest.mock-ship-validation.ts), the account's failure triggers and that the service runs
 * on the route, then issues a tracking number per package (the first is the master), draws the
 * labels and remembers the shipment for Track and Cancel. PUT /ship/v1/shipments/cancel voids a
 * remembered shipment of the same account once.
 */

const placeOf = (party: MockParty): FedexMockPlace => ({
  city: party.city,
  state: party.state,
  postalCode: party.postalCode,
  countryCode: party.countryCode,
});

/** The ACCOUNT net charge of the service on this route, or null when it does not run there. */
function chargeOf(request: ValidShipRequest): number | null {
  const detail = quoteMockShipment(request).find((d) => d.serviceType === request.serviceType);
  return detail?.ratedShipmentDetails?.[0]?.totalNetCharge ?? null;
}

async function labelOf(request: ValidShipRequest, input: MockLabelInput): Promise<string> {
  const bytes =
    request.imageType === 'ZPLII'
      ? Buffer.from(drawMockZplLabel(input), 'utf8')
      : await drawMockPdfLabel(input, request.stockType);
  return bytes.toString('base64');
}

/** A PUT /ship/v1/shipments/cancel body: whose shipment, which number. */
function validateMockCancelRequest(
  body: unknown,
  locale: MockLocale,
): { ok: true; account: string; trackingNumber: string } | { ok: false; errors: FedexApiError[] } {
  const p = new Problems(locale);
  const request = isObj(body) ? body : {};
  const account = checkAccount(request, p);
  const trackingNumber = text(request.trackingNumber);
  if (!/^\d{12,34}$/.test(trackingNumber)) {
    p.add(
      'TRACKINGNUMBER.ENTERED.INVALID',
      'trackingNumber',
      request.trackingNumber,
      'Please enter a valid tracking number.',
      'Ingresa un número de rastreo válido.',
    );
  }
  if (
    request.deletionControl !== undefined &&
    !['DELETE_ALL_PACKAGES', 'DELETE_ONE_PACKAGE'].includes(String(request.deletionControl))
  ) {
    p.add(
      'INVALID.INPUT.EXCEPTION',
      'deletionControl',
      request.deletionControl,
      'Invalid field value in the input.',
      'Un campo de la solicitud tiene un valor no válido.',
    );
  }
  return p.list.length ? { ok: false, errors: p.list } : { ok: true, account, trackingNumber };
}

export function registerMockShipRoutes(app: FastifyInstance, ctx: MockContext): void {
  const { state, now } = ctx;

  app.post(FEDEX_SHIP_PATH, async (req, reply) => {
    const account = (req.body as { accountNumber?: { value?: unknown } } | null)?.accountNumber
      ?.value;
    const shipEvent = (status: number, request?: ValidShipRequest, trackingNumber?: string) =>
      state.record({
        type: 'ship',
        account: typeof account === 'string' ? account : null,
        status,
        tracking_number: trackingNumber ?? null,
        service_type: request?.serviceType ?? null,
        reference: request?.reference ?? null,
        image_type: request?.imageType ?? null,
        declared_value_cents: request?.declaredValueCents ?? null,
      });
    if (!authorized(req, reply, ctx)) {
      shipEvent(401);
      return reply;
    }
    const locale = mockLocaleOf(req.headers['x-locale']);
    const checked = validateMockShipRequest(
      req.body,
      locale,
      new Date(now()).toISOString().slice(0, 10),
    );
    if (!checked.ok) {
      shipEvent(400);
      return sendErrors(req, reply, 400, checked.errors);
    }
    const request = checked.request;
    const trigger = await accountTrigger('ship', request.account, req, reply, ctx, (status) =>
      shipEvent(status, request),
    );
    if (trigger === 'answered') return reply;
    if (trigger === 'gone') return;
    const charge = chargeOf(request);
    if (charge === null) {
      shipEvent(400, request);
      const message =
        locale === 'es'
          ? `El servicio ${request.serviceType} no está disponible entre estos códigos postales.`
          : `Service ${request.serviceType} is not available between these postal codes.`;
      return sendErrors(req, reply, 400, [
        {
          code: 'SERVICETYPE.NOT.AVAILABLE',
          message,
          parameterList: [{ key: 'requestedShipment.serviceType', value: request.serviceType }],
        },
      ]);
    }
    const numbers = request.packages.map(() => state.nextTrackingNumber());
    const master = numbers[0]!;
    const docType = request.imageType;
    const pieces: FedexPieceResponse[] = [];
    for (const [i, trackingNumber] of numbers.entries()) {
      const encodedLabel = await labelOf(request, {
        trackingNumber,
        serviceName: request.serviceName,
        shipDate: request.shipDate,
        shipper: request.shipper,
        recipient: request.recipient,
        weightKg: request.weightsKg[i] ?? 0,
        piece: i + 1,
        pieces: numbers.length,
        reference: request.reference,
      });
      pieces.push({
        masterTrackingNumber: master,
        trackingNumber,
        packageSequenceNumber: i + 1,
        ...(request.reference
          ? {
              customerReferences: [
                { customerReferenceType: 'CUSTOMER_REFERENCE', value: request.reference },
              ],
            }
          : {}),
        packageDocuments: [{ contentType: 'LABEL', copiesToPrint: 1, docType, encodedLabel }],
      });
    }
    state.addShipment({
      trackingNumber: master,
      account: request.account,
      serviceType: request.serviceType,
      serviceName: request.serviceName,
      shipDate: request.shipDate,
      createdAt: now(),
      cancelledAt: null,
      origin: placeOf(request.shipper),
      destination: placeOf(request.recipient),
      reference: request.reference,
      packageCount: numbers.length,
    });
    shipEvent(200, request, master);
    const body: FedexShipReply = {
      transactionId: randomUUID(),
      ...customerTransaction(req),
      output: {
        transactionShipments: [
          {
            masterTrackingNumber: master,
            serviceType: request.serviceType,
            serviceName: request.serviceName,
            shipDatestamp: request.shipDate,
            serviceCategory: 'EXPRESS',
            pieceResponses: pieces,
            completedShipmentDetail: {
              carrierCode: 'FDXE',
              masterTrackingId: { trackingIdType: 'FEDEX', formId: '0201', trackingNumber: master },
              shipmentRating: {
                shipmentRateDetails: [
                  { rateType: 'PAYOR_ACCOUNT_SHIPMENT', totalNetCharge: charge, currency: 'NMP' },
                ],
              },
            },
            alerts: [],
          },
        ],
      },
    };
    return body;
  });

  app.put(FEDEX_CANCEL_PATH, async (req, reply) => {
    const body = req.body as { accountNumber?: { value?: unknown }; trackingNumber?: unknown };
    const cancelEvent = (status: number) =>
      state.record({
        type: 'cancel',
        account: typeof body?.accountNumber?.value === 'string' ? body.accountNumber.value : null,
        status,
        tracking_number: typeof body?.trackingNumber === 'string' ? body.trackingNumber : null,
      });
    if (!authorized(req, reply, ctx)) {
      cancelEvent(401);
      return reply;
    }
    const locale = mockLocaleOf(req.headers['x-locale']);
    const checked = validateMockCancelRequest(req.body, locale);
    if (!checked.ok) {
      cancelEvent(400);
      return sendErrors(req, reply, 400, checked.errors);
    }
    const trigger = await accountTrigger('cancel', checked.account, req, reply, ctx, cancelEvent);
    if (trigger === 'answered') return reply;
    if (trigger === 'gone') return;
    const shipment = state.shipments.get(checked.trackingNumber);
    const es = locale === 'es';
    // Another account's shipment is as unknown to this account as a number never issued.
    if (!shipment || shipment.account !== checked.account) {
      cancelEvent(404);
      return sendErrors(req, reply, 404, [
        {
          code: 'TRACKING.TRACKINGNUMBER.NOTFOUND',
          message: es
            ? 'No se encontró el número de rastreo. Corrígelo e inténtalo de nuevo.'
            : 'Tracking number cannot be found. Please correct the tracking number and try again.',
          parameterList: [{ key: 'trackingNumber', value: checked.trackingNumber }],
        },
      ]);
    }
    if (shipment.cancelledAt !== null) {
      // FedEx's Ship API documents only the generic 400 for cancel; its Web Services refused a
      // second delete with an error ("already in a deleted state") rather than a
      // cancelledShipment: false, and the REST API reports refusals as 400 + errors[]. So: 400.
      cancelEvent(400);
      return sendErrors(req, reply, 400, [
        {
          code: 'SHIPMENT.CANCEL.ALREADYCANCELLED',
          message: es
            ? 'Se solicitó cancelar un número de rastreo que ya está cancelado.'
            : 'Shipment Delete was requested for a tracking number already in a deleted state.',
          parameterList: [{ key: 'trackingNumber', value: checked.trackingNumber }],
        },
      ]);
    }
    shipment.cancelledAt = now();
    cancelEvent(200);
    const answer: FedexCancelReply = {
      transactionId: randomUUID(),
      ...customerTransaction(req),
      output: {
        cancelledShipment: true,
        cancelledHistory: true,
        successMessage: 'Success',
        alerts: [],
      },
    };
    return answer;
  });
}
