import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { Operation } from '../openapi-model';
import { SchemaView } from './SchemaView';

const COLOURS: Record<string, ChipProps['color']> = {
  GET: 'info',
  POST: 'success',
  PUT: 'warning',
  PATCH: 'warning',
  DELETE: 'error',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="overline" color="text.secondary">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** One endpoint: method and path, then (opened) its parameters, body and responses. */
export function OperationItem({ operation }: { operation: Operation }) {
  const { t } = useTranslation();
  const params = operation.parameters;
  return (
    <Accordion
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMore />}
        aria-controls={`${operation.id}-body`}
        id={operation.id}
        // The summary may shrink below its longest word, so the icon stays on a phone's screen.
        sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}
      >
        <Stack
          direction="row"
          spacing={1.5}
          alignItems="center"
          sx={{ minWidth: 0, flexWrap: 'wrap' }}
          useFlexGap
        >
          <Chip
            size="small"
            label={operation.method}
            color={COLOURS[operation.method] ?? 'default'}
            sx={{ fontWeight: 700, minWidth: 64 }}
          />
          <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {operation.path}
          </Typography>
          {operation.summary && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {operation.summary}
            </Typography>
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${operation.id}-body`} sx={{ minWidth: 0 }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {params.length > 0 && (
            <Section title={t('apiDocs.parameters')}>
              <SchemaView
                schema={{
                  type: 'object',
                  properties: Object.fromEntries(
                    params.map((p) => [`${p.name} (${p.in})`, p.schema]),
                  ),
                  required: params.filter((p) => p.required).map((p) => `${p.name} (${p.in})`),
                }}
              />
            </Section>
          )}
          {operation.body && (
            <Section title={`${t('apiDocs.body')} · ${operation.body.contentType}`}>
              <SchemaView schema={operation.body.schema} />
            </Section>
          )}
          <Section title={t('apiDocs.responses')}>
            {operation.responses.map((r) => (
              <Stack key={r.status} spacing={0.5}>
                <Typography variant="body2" fontWeight={600}>
                  {r.status}
                </Typography>
                {r.schema && <SchemaView schema={r.schema} />}
              </Stack>
            ))}
          </Section>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
