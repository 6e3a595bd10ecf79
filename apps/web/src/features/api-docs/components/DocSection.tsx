import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One of the page's parts (introduction, quick start, webhooks, reference): an h2 and its body. */
export function DocSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}
    >
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Typography id={`${id}-title`} variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

/** A titled paragraph inside a section (an h3 and its text or blocks). */
export function DocTopic({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" fontWeight={600}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
