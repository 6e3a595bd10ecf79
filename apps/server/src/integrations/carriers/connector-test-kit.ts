import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type {
  ConnectorContext,
  ConnectorParcel,
  ConnectorParty,
  ConnectorShipParcel,
  RateRequest,
  ShipRequest,
} from './carrier-connector';
import { type MxWho, mxParty, ROMA_NORTE } from './mx-party';

export { mxParty, ROMA_NORTE };

/**
 * What the carrier connectors' tests share (tests only): a context on a mock, a mock's
 * start/stop around a test file, the Monterrey Centro → Roma Norte (64000 → 06700) parties and
 * requests every carrier is tried with, and the reading of a label (PDF page size, the Code 128
 * a scanner reads, the ZPL barcode field). Each carrier's tests keep their own values; this file
 * only stops the same shape being written out once per carrier.
 */

/** A connector context on a mock: its settings, the sandbox, and a fresh (or the given) signal. */
export const mockContext = (
  settings: Record<string, string>,
  signal?: AbortSignal,
): ConnectorContext => ({
  settings,
  environment: 'sandbox',
  signal: signal ?? new AbortController().signal,
});

/** What every carrier's `start…MockServer` returns, as far as the tests need it. */
interface RunningMock {
  state: { events: unknown[] };
  close(): Promise<void>;
}

/**
 * Starts a mock before the file's tests (handing it to `started`), empties its event log
 * before each test so a test reads only its own calls (unless `keepEvents`: the file's tests
 * count across one another), and closes it after the file.
 */
export function useMockServer<M extends RunningMock>(
  start: () => Promise<M>,
  started: (mock: M) => void,
  { keepEvents = false } = {},
): void {
  let running: M | undefined;
  beforeAll(async () => {
    running = await start();
    started(running);
  });
  afterAll(() => running?.close());
  if (!keepEvents) {
    beforeEach(() => {
      if (running) running.state.events.length = 0;
    });
  }
}

/** Ana López of Tienda Norte, a small shop at Av. Constitución 100 (with `mxParty`). */
export const ANA_LOPEZ: MxWho = {
  name: 'Ana López',
  company: 'Tienda Norte',
  email: 'ana@example.mx',
  phone: '8183457800',
  number: '100',
};

/** The canonical box: 2.5 kg actual, 30 × 20 × 15 cm (1.8 kg volumetric → 3 kg billable). */
export const BOX_2_5_KG: ConnectorParcel = {
  weight_kg: 2.5,
  length_cm: 30,
  width_cm: 20,
  height_cm: 15,
};

/** An awkward second parcel: sent as 1.24 kg and 26 × 10 × 9 cm (2 kg billable). */
export const ODD_PARCEL: ConnectorParcel = {
  weight_kg: 1.2345,
  length_cm: 25.5,
  width_cm: 10,
  height_cm: 8.2,
};

/** A small 1 kg box, 10 cm a side. */
export const CUBE_1_KG: ConnectorParcel = {
  weight_kg: 1,
  length_cm: 10,
  width_cm: 10,
  height_cm: 10,
};

/** A label's parcel: a box (the canonical one unless `size` says) of `contents`, so valued. */
export const boxOf = (
  contents: string,
  declared_value_cents = 0,
  size: ConnectorParcel = BOX_2_5_KG,
): ConnectorShipParcel => ({
  ...size,
  parcel_type: 'box',
  contents,
  declared_value_cents,
});

/** Carmen's candy shop in Monterrey Centro: the canonical sender. */
export const carmen: ConnectorParty = mxParty({
  name: 'Carmen Garza',
  company: 'Dulces La Regia',
  email: 'carmen@dulceslaregia.mx',
  phone: '81 1234 5678',
  number: '1500',
  interior_number: 'Local 4',
});

/** A customer in Roma Norte, Mexico City: the canonical recipient. */
export const luis: ConnectorParty = mxParty({
  name: 'Luis Hernández',
  company: '',
  email: '',
  phone: '5598765432',
  street: 'Calle Colima',
  number: '220',
  ...ROMA_NORTE,
  reference: 'Entre Mérida y Córdoba',
});

/** Carmen's box of candy to Luis: the canonical label request, in the given service and day. */
export const shipCarmenToLuis = (
  fields: Pick<ShipRequest, 'service_code' | 'ship_date'>,
  over: Partial<ShipRequest> = {},
): ShipRequest => ({
  reference: '1042',
  service_code: fields.service_code,
  origin: carmen,
  destination: luis,
  parcels: [
    // Insured by the carrier (its own insurance, asked for by the shipper).
    { ...boxOf('Dulces típicos', 150_000), insured_value_cents: 150_000 },
  ],
  label_format: 'letter',
  ship_date: fields.ship_date,
  ...over,
});

/**
 * A quote from Monterrey Centro to Roma Norte (64000 → 06700) on that day, for these parcels
 * or, unless told, the canonical box and the awkward parcel (3 kg + 2 kg billable).
 */
export const rateMtyCdmx = (
  {
    ship_date,
    parcels = [BOX_2_5_KG, ODD_PARCEL],
  }: Pick<RateRequest, 'ship_date'> & Partial<Pick<RateRequest, 'parcels'>>,
  over: Partial<RateRequest> = {},
): RateRequest => ({
  origin: { country_code: 'MX', postal_code: '64000', city: 'Monterrey' },
  destination: { country_code: 'MX', postal_code: '06700', city: 'Ciudad de México' },
  // Copies, so a test that edits its request never edits the shared parcels.
  parcels: parcels.map((parcel) => ({ ...parcel })),
  declared_value_cents: 0,
  service_codes: [],
  ship_date,
  ...over,
});

/** The address of a mock that has been started and closed again: nobody answers there. */
export async function closedMockUrl(start: () => Promise<RunningMock & { url: string }>) {
  const closed = await start();
  await closed.close();
  return closed.url;
}

/** A PDF's first page size in points, rounded: [612, 792] is letter, [288, 432] is 4×6 in. */
export async function pdfPageSize(pdf: Buffer): Promise<[number, number]> {
  const { width, height } = (await PDFDocument.load(pdf)).getPage(0).getSize();
  return [Math.round(width), Math.round(height)];
}

/** The ZPL II field that prints `tracking` as a 220-dot Code 128 with no line under it. */
export const zplCode128 = (tracking: string) => `^BCN,220,N,N,N,A^FD${tracking}^FS`;

let zxingReady: Promise<void> | undefined;

/** Loads the barcode reader's WebAssembly from disk once (the tests run offline). */
function prepareBarcodeReader(): Promise<void> {
  zxingReady ??= import('zxing-wasm/reader').then(({ prepareZXingModule }) => {
    const require = createRequire(import.meta.url);
    const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    prepareZXingModule({
      overrides: { wasmBinary: new Uint8Array(wasm).buffer },
      fireImmediately: true,
    });
  });
  return zxingReady;
}

/**
 * The PDF's first page as pixels, and the Code 128 barcodes a scanner reads on it. The
 * renderer and reader load on first use, so tests that never scan a label stay light.
 */
export async function barcodesOn(pdf: Buffer): Promise<string[]> {
  await prepareBarcodeReader();
  const [{ getDocument }, { createCanvas }, { readBarcodes }] = await Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('@napi-rs/canvas'),
    import('zxing-wasm/reader'),
  ]);
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale: 2 });
  const canvas = createCanvas(viewport.width, viewport.height);
  await page.render({ canvasContext: canvas.getContext('2d') as never, viewport }).promise;
  const png = await canvas.encode('png');
  const found = await readBarcodes(new Uint8Array(png), { formats: ['Code128'] });
  return found.map((b) => b.text);
}
