import multipart from '@fastify/multipart';
import {
  BRANDING_IMAGES,
  dataResponse,
  ZBrandingRequest,
  ZTenantBranding,
  type BrandingImage,
} from '@despacho/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, fieldError } from '../../http/app-error';
import type { AppDeps } from '../../http/context';
import {
  readBrandingImage,
  removeBrandingImage,
  updateBranding,
  uploadBrandingImage,
} from './branding.service';

const tags = ['tenant'];
const ZImageParam = z.object({ image: z.enum(['logo', 'favicon'], { error: 'v.invalid_value' }) });
const access = { model: 'Setting', action: 'update' } as const;
const one = { 200: dataResponse(ZTenantBranding) };
const LARGEST = Math.max(...Object.values(BRANDING_IMAGES).map((i) => i.maxBytes));

/** The one uploaded file of a multipart request, read whole (the images are small). */
async function readUpload(req: FastifyRequest, kind: BrandingImage) {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type');
  const part = await req.file();
  if (!part) throw fieldError(kind, 'v.file_required');
  try {
    return { bytes: await part.toBuffer(), filename: part.filename };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fieldError(kind, `v.${kind}_too_large`);
    throw err;
  }
}

/** Settings → branding: name, colours, logo and favicon of the tenant. */
export const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: LARGEST, files: 1, fields: 4 } });
  app.put(
    '/tenant/branding',
    {
      config: { access },
      schema: { tags, summary: 'Update name and colours', body: ZBrandingRequest, response: one },
    },
    async (req) => ({ data: await updateBranding(req.ctx, req.body.branding) }),
  );
  app.post(
    '/tenant/branding/:image',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Upload the logo (PNG, JPG, WebP ≤ 1 MB) or favicon (PNG, ICO ≤ 256 KB)',
        consumes: ['multipart/form-data'],
        params: ZImageParam,
        response: one,
      },
    },
    async (req) => {
      const kind = req.params.image;
      return { data: await uploadBrandingImage(req.ctx, kind, await readUpload(req, kind)) };
    },
  );
  app.delete(
    '/tenant/branding/:image',
    {
      config: { access },
      schema: { tags, summary: 'Back to the default image', params: ZImageParam, response: one },
    },
    async (req) => ({ data: await removeBrandingImage(req.ctx, req.params.image) }),
  );
};

/** GET /branding/{slug}/{logo|favicon}: public, by slug, served so it can only be an image. */
export const brandingImageRoutes =
  (deps: Pick<AppDeps, 'db' | 'config'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/branding/:slug/:image',
      {
        config: { tenant: false, access: 'public' },
        schema: {
          tags,
          summary: "A tenant's logo or favicon",
          params: ZImageParam.extend({ slug: z.string().max(40) }),
        },
      },
      async (req, reply) => {
        const file = await readBrandingImage(deps, req.params.slug, req.params.image);
        if (!file) throw new AppError('not_found');
        return reply
          .header('content-type', file.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('content-disposition', `inline; filename="${file.filename}"`)
          .header('cache-control', 'public, max-age=86400')
          .send(file.bytes);
      },
    );
  };
