import { BRANDING_IMAGES, type BrandingImage } from '@despacho/shared';
import { fieldError } from '../../http/app-error';
import { detectImage, IMAGE_CONTENT_TYPES, looksLikeSvg, type ImageFormat } from './image-content';

const ALLOWED: Record<BrandingImage, ImageFormat[]> = {
  logo: ['png', 'jpeg', 'webp'],
  favicon: ['png', 'ico'],
};
const EXTENSION: Record<ImageFormat, string> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  gif: 'gif',
  ico: 'ico',
};

export interface CheckedImage {
  format: ImageFormat;
  contentType: string;
  extension: string;
}

/**
 * Accepts a logo or favicon only by what its bytes are (PNG/JPEG/WebP, PNG/ICO) and within its
 * size limit; SVG is refused because it is markup that can run scripts.
 */
export function checkBrandingImage(kind: BrandingImage, bytes: Buffer): CheckedImage {
  if (bytes.length === 0) throw fieldError(kind, 'v.file_required');
  if (bytes.length > BRANDING_IMAGES[kind].maxBytes) throw fieldError(kind, `v.${kind}_too_large`);
  if (looksLikeSvg(bytes)) throw fieldError(kind, 'v.image_svg');
  const format = detectImage(bytes);
  if (!format || !ALLOWED[kind].includes(format)) throw fieldError(kind, `v.${kind}_type`);
  return { format, contentType: IMAGE_CONTENT_TYPES[format], extension: EXTENSION[format] };
}

/** A file name safe to keep and to repeat in a Content-Disposition header. */
export function safeFileName(name: string | undefined, fallback: string): string {
  const clean = (name ?? '').replace(/[^\w.-]+/g, '_').replace(/^[._]+/, '');
  return clean.slice(-120) || fallback;
}
