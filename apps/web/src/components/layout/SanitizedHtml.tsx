import { useMemo } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import DOMPurify from 'dompurify';

/**
 * Renders staff-written HTML (notice descriptions). DOMPurify strips scripts, event handlers
 * and javascript: links, so what reaches the DOM is formatting only.
 */
export function SanitizedHtml({ html, ...props }: { html: string } & Omit<BoxProps, 'children'>) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <Box {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
