import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@despacho/shared';

type Carrier = NonNullable<Dashboard['carriers']>[number];

/** Staff see each carrier's shipment limit and what is left of it (even when empty). */
export function CarriersTable({ carriers }: { carriers: Carrier[] }) {
  const { t } = useTranslation();
  const dash = (v: number | null) => (v === null ? t('dashboard.unlimited') : v);
  return (
    <section>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('dashboard.carriersTitle')}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('dashboard.carriersTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('dashboard.carrier')}</TableCell>
              <TableCell align="right">{t('dashboard.shipmentLimit')}</TableCell>
              <TableCell align="right">{t('dashboard.shipmentCount')}</TableCell>
              <TableCell align="right">{t('dashboard.shipmentsLeft')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {carriers.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} align="center">
                  <Typography color="text.secondary" sx={{ py: 2 }}>
                    {t('table.noResults')}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : (
              carriers.map((c) => (
                <TableRow key={c.name}>
                  <TableCell>{c.name}</TableCell>
                  <TableCell align="right">{dash(c.shipment_limit)}</TableCell>
                  <TableCell align="right">{c.shipment_count}</TableCell>
                  <TableCell align="right">{dash(c.shipments_left)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
