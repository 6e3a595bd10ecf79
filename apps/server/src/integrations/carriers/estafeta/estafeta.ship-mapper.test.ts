import { describe, expect, it } from 'vitest';
import { drawMockLabelPdf } from '../mock-label-kit';
import { buildEstafetaWayBillRequest, parseEstafetaWayBillReply } from './estafeta.ship-mapper';
import { shipRequest } from './estafeta.test-fixtures';

const settings = { suscriberId: '28', customerNumber: '5198412', salesOrganization: '112' };

describe('Estafeta wayBills mapper', () => {
  it('builds the label definition as the label API takes it', () => {
    const body = buildEstafetaWayBillRequest(shipRequest(), settings);
    expect(body.identification).toEqual({ suscriberId: '28', customerNumber: '5198412' });
    expect(body.labelDefinition.itemDescription).toEqual({
      parcelId: 4,
      weight: 1.5,
      height: 10,
      length: 30,
      width: 20,
    });
    expect(body.labelDefinition.serviceConfiguration).toEqual({
      quantityOfLabels: 1,
      serviceTypeId: '70',
      salesOrganization: '112',
      effectiveDate: '20261127',
      originZipCodeForRouting: '64000',
      isInsurance: false,
      isReturnDocument: false,
    });
    expect(body.labelDefinition.location.destination.homeAddress).toEqual({
      contact: {
        corporateName: 'Ana López',
        contactName: 'Ana López',
        cellPhone: '8188888888',
        telephone: '8188888888',
        email: 'luis@example.mx',
      },
      address: {
        bUsedCode: false,
        roadTypeAbbName: 'CALLE',
        roadName: 'Av. Álvaro Obregón',
        townshipName: 'Ciudad de México',
        settlementTypeAbbName: 'COL',
        settlementName: 'Roma Norte',
        stateAbbName: 'CMX',
        zipCode: '06700',
        countryCode: '484',
        countryName: 'MEX',
        addressReference: 'Portón negro',
        externalNum: '100',
        indoorInformation: '3B',
      },
    });
  });

  it('asks Estafeta to insure the insured value', () => {
    const request = shipRequest();
    request.parcels[0]!.insured_value_cents = 80_000;
    const config = buildEstafetaWayBillRequest(request, settings).labelDefinition
      .serviceConfiguration;
    expect(config).toMatchObject({
      isInsurance: true,
      insurance: { contentDescription: 'Ropa', declaredValue: 800 },
    });
  });

  it('keeps a PDF of the asked size and fits one of another size', async () => {
    const spec = {
      brand: 'Estafeta',
      color: '#E30613',
      header: [],
      from: [],
      to: [],
      toPostalCode: '06700',
      barcode: '1234567890701234567890',
      caption: 'GUIA',
      notice: 'PRUEBA',
    };
    const thermal = await drawMockLabelPdf([spec], 'thermal');
    const reply = (data: string) => ({
      data,
      labelPetitionResult: {
        elements: [{ wayBill: '1234567890701234567890', trackingCode: '1234567890' }],
        result: { code: 0, description: 'OK' },
      },
    });
    const asThermal = await parseEstafetaWayBillReply(reply(thermal.toString('base64')), 'thermal');
    expect(asThermal.tracking_number).toBe('1234567890701234567890');
    expect(asThermal.label.bytes.equals(thermal)).toBe(true);
    const asLetter = await parseEstafetaWayBillReply(reply(thermal.toString('base64')), 'letter');
    expect(asLetter.label.bytes.equals(thermal)).toBe(false);
    expect(asLetter.label.bytes.subarray(0, 4).toString()).toBe('%PDF');
  });

  it("is Estafeta's refusal when no label came back", async () => {
    await expect(
      parseEstafetaWayBillReply(
        {
          data: null,
          labelPetitionResult: {
            result: { code: 130, description: 'El código postal destino no tiene cobertura' },
          },
        },
        'letter',
      ),
    ).rejects.toMatchObject({
      kind: 'rejected',
      message: 'El código postal destino no tiene cobertura',
      carrierCode: 'ESTAFETA.130',
    });
  });
});
