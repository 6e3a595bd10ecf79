import { appLink } from '../mail/mail-links';
import { createHash, randomUUID } from 'node:crypto';
import { tryParseMoney, type Centavos } from '@despacho/domain';
import type { PaymentProof } from '@despacho/shared';
import { insertStoredFileRow } from '../../db/stored-files';
import { withTenant } from '../../db/tenant-tx';
import { AppError } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { todayIn } from '../../lib/dates';
import { fileStorage } from '../../lib/storage';
import { lockAccount, post } from '../ledger/ledger.service';
import { codedDescription } from '../ledger/ledger-descriptions';
import { settingValue } from '../settings/settings.service';
import { checkProofInput, type CheckedProofFile } from './payment-proof-input';
import { proofReceivedMail } from './payment-proof-mails';
import type { ProofUpload } from './payment-proof-upload';
import { serializeProof } from './payment-proof.serializer';
import { insertProofFileRows, insertProofRow, peopleByIds } from './payment-proofs.repository';

/** The spec's minimum is 1; `bank_amount` may ask more (a value below 1 or not money is ignored). */
export const PROOF_MIN_CENTS: Centavos = 100;
export function proofMinimum(setting: string | null): Centavos {
  const parsed = setting ? tryParseMoney(setting) : null;
  return parsed?.ok && parsed.value > PROOF_MIN_CENTS ? parsed.value : PROOF_MIN_CENTS;
}

/** The paying account: a sub-user's proof credits the parent's balance, like their shipments. */
export const payingAccountOf = (actor: { id: number; parentId: number | null }) =>
  actor.parentId ?? actor.id;

async function storeFiles(ctx: ServiceContext, files: CheckedProofFile[]) {
  const storage = fileStorage(ctx.deps);
  const stored: { key: string; file: CheckedProofFile; sha256: string }[] = [];
  try {
    for (const file of files) {
      const ext = file.kind === 'jpeg' ? 'jpg' : file.kind;
      const key = `${ctx.tenant.id}/payment-proofs/${randomUUID()}.${ext}`;
      await storage.put(key, file.bytes);
      stored.push({ key, file, sha256: createHash('sha256').update(file.bytes).digest('hex') });
    }
  } catch (err) {
    await removeFiles(ctx, stored);
    throw err;
  }
  return stored;
}

const removeFiles = (ctx: ServiceContext, stored: { key: string }[]) =>
  Promise.all(
    stored.map(({ key }) =>
      fileStorage(ctx.deps)
        .delete(key)
        .catch(() => undefined),
    ),
  );

/**
 * POST transfer_funds/send_payment_proof: checks the form, stores the files, then in one tenant
 * transaction writes the pending deposit (through the ledger), the proof and its files, and the
 * e-mail to the tenant's `bank_email`. The balance moves only when staff approve.
 */
export async function sendPaymentProof(
  ctx: ServiceContext,
  upload: ProofUpload,
): Promise<PaymentProof> {
  authorize(ctx, 'create', 'Payment');
  const actor = requireActor(ctx);
  const [enabled, minimum, bankEmail] = await Promise.all([
    settingValue(ctx, 'show_bank_accounts'),
    settingValue(ctx, 'bank_amount'),
    settingValue(ctx, 'bank_email'),
  ]);
  if (enabled !== '1') {
    throw new AppError('conflict', undefined, { fields: { base: ['v.proof_bank_disabled'] } });
  }
  const input = checkProofInput(upload, {
    minCents: proofMinimum(minimum),
    today: todayIn(ctx.tenant.timeZone),
    locale: ctx.locale,
  });
  const accountId = payingAccountOf(actor);
  const stored = await storeFiles(ctx, input.files);
  try {
    return await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
      await lockAccount(tx, accountId);
      const deposit = await post(tx, {
        tenantId: ctx.tenant.id,
        userId: accountId,
        type: 'deposit',
        amountCents: input.amountCents,
        status: 'pending',
        ...codedDescription('bank_transfer_proof'),
        createdBy: actor.id,
      });
      const proof = await insertProofRow(tx, {
        tenantId: ctx.tenant.id,
        userId: accountId,
        transactionId: deposit.id,
        amountCents: input.amountCents,
        transactionDate: input.transactionDate,
      });
      const files = [];
      for (const { key, file, sha256 } of stored) {
        files.push(
          await insertStoredFileRow(tx, {
            tenantId: ctx.tenant.id,
            purpose: 'payment_proof',
            storageKey: key,
            contentType: file.contentType,
            byteSize: file.bytes.length,
            sha256,
            originalName: file.name,
          }),
        );
      }
      await insertProofFileRows(
        tx,
        ctx.tenant.id,
        proof.id,
        files.map((f) => f.id),
      );
      const owner = (await peopleByIds(tx, [accountId])).get(accountId)!;
      const to = bankEmail?.trim();
      if (to && /^[^\s@]+@[^\s@]+$/.test(to)) {
        const mail = proofReceivedMail(
          ctx.tenant.name,
          {
            customer: `${owner.name} ${owner.lastName}`.trim(),
            email: owner.email,
            amountCents: input.amountCents,
            date: input.transactionDate,
            files: files.length,
          },
          appLink(ctx, '/payment-proofs'),
        );
        await ctx.deps.mailer.send(tx, { tenantId: ctx.tenant.id, to, ...mail });
      }
      return serializeProof(proof, owner, null, files);
    });
  } catch (err) {
    await removeFiles(ctx, stored);
    throw err;
  }
}
