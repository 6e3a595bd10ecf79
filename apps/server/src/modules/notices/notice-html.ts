import sanitizeHtml from 'sanitize-html';

/**
 * Notice descriptions are HTML shown on every dashboard: keep basic formatting and links
 * (http, https, mailto only), drop scripts, styles, event handlers and everything else.
 */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'b',
      'strong',
      'i',
      'em',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'a',
      'span',
      'small',
      'h4',
      'h5',
      'h6',
      'blockquote',
      'code',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel', 'title'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
    },
  }).trim();
}
