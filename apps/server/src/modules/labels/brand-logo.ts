import { detectImage } from '../branding/image-content';
import { encodeJpeg } from './jpeg-encode';
import { decodePng } from './png-decode';
import { encodePng } from './png-encode';

/**
 * Logo bytes pdfkit can embed safely, or null (the header then prints the brand name). A PNG is
 * decoded here and rewritten opaque on white: pdfkit would otherwise inflate a transparent PNG
 * on its own, asynchronously, where a corrupt upload throws outside any try/catch of ours.
 */
export function pdfLogo(logo: Buffer | null): Buffer | null {
  if (!logo) return null;
  const format = detectImage(logo);
  if (format === 'jpeg') return logo;
  const image = format === 'png' ? decodePng(logo) : null;
  return image ? encodePng({ ...image, colorType: 2, depth: 8, data: image.rgb }) : null;
}

// High enough that a logo's edges stay clean; the spec's "quality 1" meant "JPEG", not mush.
const NOTA_JPEG_QUALITY = 85;

/** The logo as JPEG (a JPEG as uploaded, a PNG flattened on white and re-encoded), or null. */
export function jpegLogo(logo: Buffer | null): Buffer | null {
  if (!logo) return null;
  const format = detectImage(logo);
  if (format === 'jpeg') return logo;
  if (format !== 'png') return null;
  const image = decodePng(logo);
  return image ? encodeJpeg(image, NOTA_JPEG_QUALITY) : null;
}
