import { z } from 'zod';
import { requiredText } from '../validation/fields';
import { fileOf, optionalRefId, refId, SPREADSHEET, XLSX_ONLY } from './form-fields';

/** A prepaid waybill (tracking number from the carrier's pool). */
export const ZWaybillForm = z.object({
  number: requiredText(60),
  carrier_id: refId(),
  service_id: optionalRefId(),
});
export const ZWaybillRequest = z.object({ waybill: ZWaybillForm });

/** Waybill import: csv, xls or xlsx (else 'Invalid file type!'); carrier required. */
export const ZWaybillImportForm = z.object({
  file: fileOf(SPREADSHEET),
  carrier_id: refId(),
  service_id: optionalRefId(),
});

/** Shipment import takes .xlsx only; address import a CSV or spreadsheet. */
export const ZShipmentImportForm = z.object({ file: fileOf(XLSX_ONLY) });
export const ZAddressImportForm = z.object({ file: fileOf(SPREADSHEET) });
