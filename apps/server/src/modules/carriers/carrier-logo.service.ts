import type { Carrier } from '@despacho/shared';
import { eq } from 'drizzle-orm';
import { carriers } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { AppDeps, ServiceContext } from '../../http/context';
import { readCatalogueLogo, replaceCatalogueLogo } from '../catalogue/catalogue-logo';
import { findCarrier } from './carriers.repository';
import { getCarrier } from './carriers.service';

/** POST carriers/{id}/logo: the carrier's logo (an image by its content, 1 MB at most). */
export async function uploadCarrierLogo(
  ctx: ServiceContext,
  id: number,
  upload: { bytes: Buffer; filename: string | undefined },
): Promise<Carrier> {
  authorize(ctx, 'update', 'Carrier');
  await replaceCatalogueLogo(
    ctx,
    {
      purpose: 'carrier_logo',
      fileStem: `carrier-${id}`,
      current: async (tx) => {
        const stored = await findCarrier(tx, id);
        if (!stored) throw notFound();
        return stored.carrier.logoFileId;
      },
      point: async (tx, fileId) => {
        await tx
          .update(carriers)
          .set({ logoFileId: fileId, updatedAt: new Date() })
          .where(eq(carriers.id, id));
      },
    },
    upload,
  );
  return getCarrier(ctx, id);
}

/** A carrier's logo file within its tenant (404 for another tenant's carrier). */
export const readCarrierLogo = (
  deps: Pick<AppDeps, 'db' | 'config'>,
  tenantId: number,
  id: number,
) =>
  readCatalogueLogo(deps, tenantId, async (tx) => {
    const [carrier] = await tx
      .select({ logoFileId: carriers.logoFileId })
      .from(carriers)
      .where(eq(carriers.id, id))
      .limit(1);
    return carrier?.logoFileId ?? null;
  });
