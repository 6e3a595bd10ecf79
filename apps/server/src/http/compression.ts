import fastifyCompress from '@fastify/compress';
import { QUOTE_STREAM_MEDIA_TYPE } from '@despacho/shared';
import type { FastifyInstance } from 'fastify';

/** Replies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Text-like types, as @fastify/compress's own default (JSON, text, XML, octet-stream). */
const TEXT_LIKE =
  /^text\/|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)/iu;
/**
 * Replies read as they arrive: a compressor would hold their lines back until it had a block
 * to emit, so the streamed quote's first rates would wait for the last carrier.
 */
const STREAMED = new RegExp(
  `^(?:${QUOTE_STREAM_MEDIA_TYPE.replace('/', '\\/')}|text\\/event-stream)`,
  'iu',
);

export const isCompressible = (contentType: string): boolean =>
  !STREAMED.test(contentType) && TEXT_LIKE.test(contentType);

/**
 * Compresses API replies (JSON lists, CSV and XML downloads, the app's HTML) above 1 KB with
 * brotli or gzip as the browser accepts. Static files are served precompressed instead (their
 * Content-Encoding is already set, so they pass through untouched); streamed replies never.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: isCompressible,
    // brotli at the plugin's quality 4 (of 11): most of the gain for a fraction of the CPU.
  });
}
