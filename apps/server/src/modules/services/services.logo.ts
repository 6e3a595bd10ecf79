import type { Service } from '@despacho/shared';
import { eq } from 'drizzle-orm';
import { services } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { AppDeps, ServiceContext } from '../../http/context';
import { readCatalogueLogo, replaceCatalogueLogo } from '../catalogue/catalogue-logo';
import { findService } from './services.repository';
import { getService, writableCarrier } from './services.service';

/** POST services/{id}/logo: the service's logo, like the carrier's (image by content, 1 MB). */
export async function uploadServiceLogo(
  ctx: ServiceContext,
  id: number,
  upload: { bytes: Buffer; filename: string | undefined },
): Promise<Service> {
  authorize(ctx, 'update', 'Service');
  await replaceCatalogueLogo(
    ctx,
    {
      purpose: 'service_logo',
      fileStem: `service-${id}`,
      current: async (tx) => {
        const stored = await findService(tx, id);
        if (!stored) throw notFound();
        await writableCarrier(ctx, tx, stored.service.carrierId);
        return stored.service.logoFileId;
      },
      point: async (tx, fileId) => {
        await tx
          .update(services)
          .set({ logoFileId: fileId, updatedAt: new Date() })
          .where(eq(services.id, id));
      },
    },
    upload,
  );
  return getService(ctx, id);
}

/** A service's logo file within its tenant (404 when absent). */
export const readServiceLogo = (
  deps: Pick<AppDeps, 'db' | 'config'>,
  tenantId: number,
  id: number,
) =>
  readCatalogueLogo(deps, tenantId, async (tx) => {
    const [row] = await tx
      .select({ logoFileId: services.logoFileId })
      .from(services)
      .where(eq(services.id, id))
      .limit(1);
    return row?.logoFileId ?? null;
  });
