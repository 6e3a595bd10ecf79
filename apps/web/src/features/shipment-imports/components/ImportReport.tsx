import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ShipmentImport } from '@despacho/shared';
import { pathTo } from '../../../app/route-table';
import { formatInteger } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

/** The server lists the first 1,000 errors. */
const ERRORS_SHOWN = 1000;
const STEPS = ['addressing', 'packaging', 'rating'] as const;

/** The end of an import: what was created (and which step each shipment still needs), the
 * rows refused with their column and reason, and the way to the imported shipments. */
export function ImportReport({ job, onAgain }: { job: ShipmentImport; onAgain: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  // The count picks the plural; the text shows it grouped ("10,000", not "10000").
  const counted = (count: number) => ({ count, replace: { count: formatInteger(count, locale) } });
  const again = (
    <Button onClick={onAgain} color="inherit">
      {t('shipmentImports.again')}
    </Button>
  );
  if (job.status === 'failed') {
    return (
      <Stack spacing={2}>
        <Alert severity="error">{job.failure || t('shipmentImports.failed')}</Alert>
        <Box>{again}</Box>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} component="section" aria-label={t('shipmentImports.reportLabel')}>
      <Alert severity={job.error_rows > 0 ? 'warning' : 'success'}>
        <strong>{t('shipmentImports.created', counted(job.created))}</strong>
        {job.error_rows > 0 && <div>{t('shipmentImports.errorRows', counted(job.error_rows))}</div>}
      </Alert>
      {job.created > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {STEPS.filter((s) => job.created_by_step[s] > 0).map((s) => (
            <Typography component="li" variant="body2" key={s}>
              {t(`shipmentImports.byStep.${s}`, counted(job.created_by_step[s]))}
            </Typography>
          ))}
        </Box>
      )}
      {job.errors.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('shipmentImports.errorsTable')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('shipmentImports.columns.row')}</TableCell>
                <TableCell>{t('shipmentImports.columns.column')}</TableCell>
                <TableCell>{t('shipmentImports.columns.message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {job.errors.map((e, i) => (
                <TableRow key={`${e.row}-${e.column ?? ''}-${i}`}>
                  <TableCell>{e.row}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{e.column ?? '—'}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{e.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {job.errors.length >= ERRORS_SHOWN && (
            <Typography variant="caption" color="text.secondary">
              {t('shipmentImports.errorsCut', counted(job.errors.length))}
            </Typography>
          )}
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {job.created > 0 && (
          <Button component={Link} to={`${pathTo('shipments')}?source=import`} variant="contained">
            {t('shipmentImports.seeShipments')}
          </Button>
        )}
        {again}
      </Stack>
    </Stack>
  );
}
