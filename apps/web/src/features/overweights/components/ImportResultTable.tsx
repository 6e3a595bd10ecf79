import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OverweightImportResult, OverweightImportRow } from '@despacho/shared';
import { pathTo } from '../../../app/route-table';

const COLOURS: Record<OverweightImportRow['status'], 'success' | 'info' | 'warning' | 'error'> = {
  created: 'success',
  updated: 'info',
  unmatched: 'warning',
  error: 'error',
};

/** The import's answer: a summary, then every row with what happened to it and why. */
export function ImportResultTable({
  result,
  onAgain,
}: {
  result: OverweightImportResult;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const trouble = result.unmatched + result.errors;
  return (
    <Stack spacing={2} component="section" aria-label={t('overweights.importPage.rowsLabel')}>
      <Alert severity={trouble > 0 ? 'warning' : 'success'} role="status">
        {t('overweights.importPage.summary', result)}
      </Alert>
      {result.rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('overweights.importPage.rowsLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('overweights.importPage.columns.row')}</TableCell>
                <TableCell>{t('overweights.importPage.columns.tracking_number')}</TableCell>
                <TableCell>{t('overweights.importPage.columns.status')}</TableCell>
                <TableCell>{t('overweights.importPage.columns.message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.rows.map((r) => (
                <TableRow key={`${r.row}-${r.tracking_number}`}>
                  <TableCell>{r.row}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {r.tracking_number || '—'}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={COLOURS[r.status]}
                      label={t(`overweights.importPage.statuses.${r.status}`)}
                    />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.message ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {result.created + result.updated > 0 && (
          <Button component={Link} to={pathTo('overweights')} variant="contained">
            {t('overweights.importPage.seeList')}
          </Button>
        )}
        <Button onClick={onAgain} color="inherit">
          {t('overweights.importPage.again')}
        </Button>
      </Stack>
    </Stack>
  );
}
