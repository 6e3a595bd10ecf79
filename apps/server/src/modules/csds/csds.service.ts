import type { Csd } from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { csdRefusalError } from '../fiscal/csd/csd-refusal';
import { readCsd } from '../fiscal/csd/read-csd';
import { settingValue } from '../settings/settings.service';
import { encryptedKeyDer } from './csd-key-der';
import type { CsdUpload, CsdUploadFile } from './csd-upload';
import './csd-upload-messages';
import { serializeCsd } from './csd.serializer';
import { findActiveCsdRow, replaceActiveCsd } from './csds.repository';

/** GET csds: the tenant's current CSD (null before the first upload). */
export async function currentCsd(ctx: ServiceContext, now = new Date()): Promise<Csd | null> {
  authorize(ctx, 'read', 'Csd');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findActiveCsdRow(tx));
  return row ? serializeCsd(row, now) : null;
}

type Complete = { certificate: Buffer; key: Buffer; password: string };

/** Every missing part at once, each on its field. */
function checkComplete(upload: CsdUpload): Complete {
  const errors: Record<string, string[]> = {};
  const file = (field: 'certificate' | 'private_key', f: CsdUploadFile | undefined) => {
    if (!f || f.bytes.length === 0) errors[field] = ['v.file_required'];
    else if (f.tooLarge) errors[field] = ['v.csd_file_too_large'];
  };
  file('certificate', upload.certificate);
  file('private_key', upload.private_key);
  if (!upload.password) errors.password = ['v.required'];
  if (Object.keys(errors).length > 0)
    throw new AppError('validation_failed', undefined, { fields: errors });
  return {
    certificate: upload.certificate!.bytes,
    key: upload.private_key!.bytes,
    password: upload.password!,
  };
}

/**
 * POST csds: the .cer, the .key and its password. Refused, with the reason on its field, when a
 * part is missing, the issuing RFC is not set, or the CSD does not pass readCsd (wrong password,
 * another pair's key, expired or not yet valid, a FIEL, another RFC…); nothing changes then.
 * Accepted, the previous CSD is deactivated and this one stored in one transaction, the key and
 * the password encrypted.
 */
export async function uploadCsd(
  ctx: ServiceContext,
  upload: CsdUpload,
  now = new Date(),
): Promise<Csd> {
  authorize(ctx, 'create', 'Csd');
  const actor = requireActor(ctx);
  const input = checkComplete(upload);
  const expectedRfc = (await settingValue(ctx, 'invoicing_rfc'))?.trim();
  if (!expectedRfc) throw fieldError('certificate', 'v.csd_rfc_not_set');
  const result = readCsd({
    cer: input.certificate,
    key: input.key,
    password: input.password,
    expectedRfc,
    now,
  });
  if (!result.ok) throw csdRefusalError(result, ctx.locale);
  const { csd } = result;
  const { secrets } = ctx.deps;
  const keyDer = encryptedKeyDer(input.key, csd.privateKey, input.password);
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    replaceActiveCsd(tx, {
      tenantId: ctx.tenant.id,
      rfc: csd.rfc,
      subjectName: csd.legalName,
      certificateNumber: csd.noCertificado,
      certificate: csd.certificateBase64,
      keyEncrypted: secrets.encrypt(keyDer.toString('base64')),
      passwordEncrypted: secrets.encrypt(input.password),
      validFrom: csd.validFrom,
      validTo: csd.validTo,
      uploadedBy: actor.id,
    }),
  );
  return serializeCsd(row, now);
}
