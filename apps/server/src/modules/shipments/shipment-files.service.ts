import { formatMoney } from '@despacho/domain';
import { LABEL_FORMATS, type LabelFormatName } from '@despacho/shared';
import type { ShipmentRow } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { fitPdfLabel } from '../../integrations/carriers/label-convert';
import { fileStorage } from '../../lib/storage';
import { labelFileName, renderLabel, type LabelFileKind } from '../labels/label-render';
import { renderNotaPdf } from '../labels/nota-pdf';
import { validationText } from '@despacho/shared';
import { readScope } from './shipment-access';
import { loadSessionShipmentDownload, type ShipmentDownload } from './shipment-download.repository';
import { completeSession } from '../../http/request-context';
import { GENERIC_PROVIDER, labelDataOf } from './shipment-label';
import { shipmentForDownload } from './shipments.repository';
import { factsOf, requireShipmentAction } from './shipment-rules';

export interface DownloadFile {
  bytes: Buffer;
  contentType: string;
  filename: string;
}

const CONTENT_TYPES: Record<LabelFormatName, string> = {
  letter: 'application/pdf',
  thermal: 'application/pdf',
  zpl: 'text/plain; charset=utf-8',
};

async function readable(
  ctx: ServiceContext,
  id: number,
  action: 'download_label' | 'download_nota',
): Promise<ShipmentDownload> {
  const found = await readShipmentDownload(ctx, id);
  // Another account's shipment is as absent as another tenant's.
  const scope = readScope(ctx);
  if (!found || (scope.ownerId !== null && found.row.userId !== scope.ownerId)) throw notFound();
  // Anyone who reads the shipment may download (the rules ask for no write access).
  requireShipmentAction(ctx, action, factsOf(found.row), true);
  return found;
}

/**
 * On a `sessionJoin` route the caller and the shipment come in one statement; otherwise (a
 * partner key, a known caller) the shipment is read in a tenant transaction.
 */
async function readShipmentDownload(
  ctx: ServiceContext,
  id: number,
): Promise<ShipmentDownload | null> {
  const pending = ctx.pendingSession;
  if (pending) {
    const read = await loadSessionShipmentDownload(
      ctx.deps.exec,
      ctx.tenant.id,
      pending.tokenHash,
      id,
    );
    completeSession(ctx, read?.user ?? null);
    authorize(ctx, 'read', 'Shipment');
    return read!.found;
  }
  authorize(ctx, 'read', 'Shipment');
  return withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    shipmentForDownload(tx, readScope(ctx), id),
  );
}

/**
 * The label as kept (the format it was bought in), or another format: a platform-drawn
 * (GenericCarrier) label is redrawn from the same data; a carrier's label exists as the carrier
 * sent it, its PDF also fitted to the other paper size.
 */
export async function downloadLabel(
  ctx: ServiceContext,
  id: number,
  format: LabelFormatName | undefined,
): Promise<DownloadFile> {
  if (format !== undefined && !LABEL_FORMATS.includes(format))
    throw fieldError('format', 'v.invalid_value');
  return labelFile(ctx, await readable(ctx, id, 'download_label'), format);
}

/** The label file of a shipment already read and checked (one download, or one of a batch). */
export async function labelFile(
  ctx: ServiceContext,
  { row, provider, file }: Pick<ShipmentDownload, 'row' | 'provider' | 'file'>,
  format: LabelFormatName | undefined,
): Promise<DownloadFile> {
  // The provider's code (GenericCarrier, FedexRest): a short, accent-free name for the file.
  const providerName = provider?.code ?? 'carrier';
  const kept = (row.labelFormat ?? 'letter') as LabelFormatName;
  const wanted = format ?? kept;
  if (row.source === 'manual') return manualLabel(ctx, row, file, providerName);
  if (provider?.code === GENERIC_PROVIDER) {
    // The platform's own label is drawn from the shipment's data, in any format, the same
    // bytes every time.
    const data = await labelDataOf(
      ctx.deps,
      ctx.tenant,
      row,
      names(row),
      row.trackingNumber!,
      row.labelCreatedAt!,
    );
    const doc = await renderLabel(data, wanted);
    return {
      bytes: doc.bytes,
      contentType: CONTENT_TYPES[wanted],
      filename: fileName(row, providerName, wanted),
    };
  }
  // A carrier's label exists as it sent it; its PDF is also fitted to the other paper (a 4×6
  // label on a letter sheet, a letter label on 4×6 stock). ZPL exists only when bought as ZPL.
  const refitted = kept !== 'zpl' && wanted !== 'zpl' && wanted !== kept;
  if ((wanted !== kept && !refitted) || !file) {
    throw new AppError('conflict', undefined, {
      fields: { base: [validationText('v.shipment_label_format', ctx.locale, { format: kept })] },
    });
  }
  const stored = await fileStorage(ctx.deps).get(file.storageKey);
  if (!stored) throw notFound();
  const bytes = refitted ? await fitPdfLabel(stored, wanted) : stored;
  return {
    bytes,
    contentType: CONTENT_TYPES[wanted],
    filename: fileName(row, providerName, wanted),
  };
}

/**
 * A manual shipment's label is the PDF staff uploaded, byte for byte: no format is drawn or
 * fitted from it (a format asked for is ignored).
 */
async function manualLabel(
  ctx: ServiceContext,
  row: ShipmentRow,
  file: { storageKey: string } | null,
  providerName: string,
): Promise<DownloadFile> {
  const stored = file ? await fileStorage(ctx.deps).get(file.storageKey) : null;
  if (!stored) throw notFound();
  return {
    bytes: stored,
    contentType: 'application/pdf',
    filename: fileName(row, providerName, 'letter'),
  };
}

/** Shipment number, carrier, tracking number and what the file is: no two downloads alike. */
const fileName = (row: ShipmentRow, providerName: string, kind: LabelFileKind) =>
  labelFileName({
    shipmentNumber: String(row.sequentialId),
    providerName,
    trackingNumber: row.trackingNumber ?? '',
    kind,
  });

const names = (row: ShipmentRow) => ({
  carrier: row.rate?.carrier_name ?? '',
  service: row.rate?.service_name ?? '',
});

/** The staff's A6 NOTA: the shipment, who bought it and what it cost. */
export async function downloadNota(ctx: ServiceContext, id: number): Promise<DownloadFile> {
  const { row, provider, owner } = await readable(ctx, id, 'download_nota');
  const data = await labelDataOf(
    ctx.deps,
    ctx.tenant,
    row,
    names(row),
    row.trackingNumber!,
    row.labelCreatedAt!,
  );
  const bytes = await renderNotaPdf({
    ...data,
    customer: { name: `${owner.name} ${owner.lastName}`.trim(), email: owner.email },
    total: `${formatMoney(row.totalCents ?? 0, 'es-MX')} MXN`,
  });
  return {
    bytes,
    contentType: 'application/pdf',
    filename: fileName(row, provider?.code ?? 'carrier', 'nota'),
  };
}
