import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { operationCurl, type PartnerSite } from '../curl';
import type { Operation } from '../openapi-model';
import { operationTexts } from '../operation-texts';
import { CodeBlock } from './CodeBlock';
import { SchemaView } from './SchemaView';

const COLOURS: Record<string, ChipProps['color']> = {
  GET: 'info',
  POST: 'success',
  PUT: 'warning',
  PATCH: 'warning',
  DELETE: 'error',
};

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * One endpoint: method, path and summary; opened, its parameters, body, responses and a curl
 * example built from its schema.
 */
export function OperationItem({ operation, site }: { operation: Operation; site: PartnerSite }) {
  const { t, i18n } = useTranslation();
  const { summary, description } = operationTexts(i18n, operation);
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
          {summary && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {summary}
            </Typography>
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${operation.id}-body`} sx={{ minWidth: 0 }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {description && <Typography variant="body2">{description}</Typography>}
          {params.length > 0 && (
            <Part title={t('partnerDocs.reference.parameters')}>
              <SchemaView
                schema={{
                  type: 'object',
                  properties: Object.fromEntries(
                    params.map((p) => [`${p.name} (${p.in})`, p.schema]),
                  ),
                  required: params.filter((p) => p.required).map((p) => `${p.name} (${p.in})`),
                }}
              />
            </Part>
          )}
          {operation.body && (
            <Part title={`${t('partnerDocs.reference.body')} · ${operation.body.contentType}`}>
              <SchemaView schema={operation.body.schema} />
            </Part>
          )}
          <Part title={t('partnerDocs.reference.responses')}>
            {operation.responses.map((r) => (
              <Stack key={r.status} spacing={0.5} sx={{ minWidth: 0 }}>
                <Typography variant="body2" fontWeight={600}>
                  {r.status}
                </Typography>
                {r.schema && <SchemaView schema={r.schema} />}
              </Stack>
            ))}
          </Part>
          <Part title={t('partnerDocs.reference.curl')}>
            <CodeBlock
              code={operationCurl(operation, site)}
              label={`${t('partnerDocs.reference.curl')} ${operation.method} ${operation.path}`}
            />
          </Part>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
