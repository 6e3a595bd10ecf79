import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { ServicePricePreview } from '@despacho/shared';
import { BelowCostChip } from './PriceRowFields';

interface Props {
  preview: ServicePricePreview | null;
  fileName: string;
  owner: boolean;
  /** The cost column (not for services on quoted rates, spec 3). */
  showCost: boolean;
  saving: boolean;
  errors: string[];
  onSave: (confirmBelowCost: boolean) => void;
  onCancel: () => void;
}

/**
 * What an import would leave in the table, before anything is saved: every row with what
 * changes, rows below cost highlighted, the counts. Saving rows below cost needs the box
 * ticked; cancel saves nothing.
 */
export function ImportPreviewDialog(props: Props) {
  const { preview, owner, showCost, saving, errors } = props;
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [confirmed, setConfirmed] = useState(false);
  const below = preview?.counts.below_cost ?? 0;
  const close = () => {
    setConfirmed(false);
    props.onCancel();
  };
  const counts = preview?.counts;
  return (
    <Dialog
      open={!!preview}
      onClose={close}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby="price-preview-title"
    >
      <DialogTitle id="price-preview-title">
        {t('servicePrices.preview.title', { file: props.fileName })}
      </DialogTitle>
      <DialogContent dividers>
        {counts && (
          <Typography variant="body2" mb={1} data-testid="price-preview-counts">
            {t('servicePrices.preview.counts', {
              new: counts.new,
              changed: counts.changed,
              unchanged: counts.unchanged,
              removed: counts.removed,
            })}
          </Typography>
        )}
        {below > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('servicePrices.preview.belowCount', { count: below })}
          </Alert>
        )}
        <TableContainer>
          <Table
            size="small"
            sx={phone ? { '& th, & td': { px: 0.75 } } : undefined}
            aria-label={t('servicePrices.preview.tableLabel')}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('servicePrices.columns.kg')}</TableCell>
                <TableCell align="right">{t('servicePrices.columns.price')}</TableCell>
                {showCost && (
                  <TableCell align="right">{t('servicePrices.columns.admin_cost')}</TableCell>
                )}
                {showCost && owner && (
                  <TableCell align="right">{t('servicePrices.columns.main_admin_cost')}</TableCell>
                )}
                {!phone && <TableCell>{t('servicePrices.preview.change')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {preview?.rows.map((r) => (
                <TableRow
                  key={r.kg}
                  data-below-cost={r.below_cost || undefined}
                  sx={{
                    ...(r.below_cost && { bgcolor: alpha(theme.palette.warning.main, 0.14) }),
                    ...(r.change === 'removed' && { '& td': { textDecoration: 'line-through' } }),
                  }}
                >
                  <TableCell>
                    {r.kg}
                    {phone && (
                      <Typography variant="caption" display="block" color="text.secondary">
                        {t(`servicePrices.preview.changes.${r.change}`)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{r.price}</TableCell>
                  {showCost && <TableCell align="right">{r.admin_cost}</TableCell>}
                  {showCost && owner && <TableCell align="right">{r.main_admin_cost}</TableCell>}
                  {!phone && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {t(`servicePrices.preview.changes.${r.change}`)}{' '}
                      {r.below_cost && <BelowCostChip />}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {errors.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errors.map((e) => (
              <div key={e}>{e}</div>
            ))}
          </Alert>
        )}
        {below > 0 && (
          <FormControlLabel
            sx={{ mt: 2 }}
            control={
              <Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
            }
            label={t('servicePrices.preview.confirm', { count: below })}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          loading={saving}
          disabled={below > 0 && !confirmed}
          onClick={() => props.onSave(below > 0 && confirmed)}
        >
          {t('servicePrices.preview.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
