import { canOnShipment } from '@despacho/domain';
import { validationText, type LabelFormatName, type UserType } from '@despacho/shared';
import { PDFDocument } from 'pdf-lib';
import { withTenant } from '../../db/tenant-tx';
import { AppError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { readScope } from './shipment-access';
import { labelFile, type DownloadFile } from './shipment-files.service';
import { GENERIC_PROVIDER } from './shipment-label';
import { shipmentsForLabels, type LabelSource } from './shipment-labels.repository';

/**
 * The PDF a shipment's label goes into the batch as: the format it was bought in; a
 * platform-drawn label bought as ZPL is redrawn on 4×6 stock (the thermal printer's paper); a
 * carrier's ZPL exists only as ZPL (null: it cannot go in a PDF).
 */
function pdfFormatOf({ row, provider }: LabelSource): LabelFormatName | null {
  const kept = (row.labelFormat ?? 'letter') as LabelFormatName;
  if (kept !== 'zpl' || row.source === 'manual') return kept === 'zpl' ? 'letter' : kept;
  return provider?.code === GENERIC_PROVIDER ? 'thermal' : null;
}

const numbers = (rows: LabelSource[]) => rows.map((s) => `#${s.row.sequentialId}`).join(', ');

/**
 * POST shipments/labels (issue 25): the labels of the selected shipments as one PDF, in the
 * order asked, for printing in one go. All or nothing: an id the caller cannot see makes the
 * whole batch a 404 (as one download would: no hint that it exists), and a shipment without a
 * printable label refuses the batch naming it, so nobody prints 9 of 10 labels unawares.
 */
export async function downloadLabelsPdf(ctx: ServiceContext, ids: number[]): Promise<DownloadFile> {
  authorize(ctx, 'read', 'Shipment');
  const actor = { user_type: requireActor(ctx).userType as UserType };
  const wanted = [...new Set(ids)];
  const found = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    shipmentsForLabels(tx, readScope(ctx), wanted),
  );
  if (found.length !== wanted.length) throw notFound();
  const byId = new Map(found.map((s) => [s.row.id, s]));
  const ordered = wanted.map((id) => byId.get(id)!);

  const now = new Date();
  const opts = { timeZone: ctx.tenant.timeZone, hasAccess: true };
  const unlabelled = ordered.filter((s) => {
    const facts = {
      status: s.row.status,
      step: s.row.step,
      source: s.row.source,
      label: s.row.labelCreatedAt ? { created_at: s.row.labelCreatedAt } : null,
      provider_code: s.provider?.code ?? null,
      service_has_pickup: false,
      pickup_status: null,
    };
    return !canOnShipment('download_label', facts, actor, now, opts).ok;
  });
  const zplOnly = ordered.filter((s) => !unlabelled.includes(s) && pdfFormatOf(s) === null);
  if (unlabelled.length || zplOnly.length) {
    const base: string[] = [];
    if (unlabelled.length)
      base.push(
        validationText('v.shipment_bulk_no_label', ctx.locale, { numbers: numbers(unlabelled) }),
      );
    if (zplOnly.length)
      base.push(
        validationText('v.shipment_bulk_zpl_only', ctx.locale, { numbers: numbers(zplOnly) }),
      );
    throw new AppError('conflict', undefined, { fields: { base } });
  }

  const merged = await PDFDocument.create();
  for (const s of ordered) {
    const file = await labelFile(ctx, s, pdfFormatOf(s)!);
    const doc = await PDFDocument.load(file.bytes, { ignoreEncryption: true });
    const pages = await merged.copyPages(doc, doc.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return {
    bytes: Buffer.from(await merged.save()),
    contentType: 'application/pdf',
    filename: `guias-${ordered.length}-envios.pdf`,
  };
}
