import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SavedAddress } from '@despacho/shared';
import type { AddressEnd } from './address-values';

/**
 * A prefilled end folded to one card (issue 25: "Origen: Bodega Centro, Monterrey 64000 —
 * Cambiar"); "Cambiar" unfolds the whole address, already filled and editable.
 */
export function AddressSummary({
  end,
  address,
  onChange,
}: {
  end: AddressEnd;
  address: SavedAddress;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const titleId = `wizard-${end}-title`;
  const place = [address.city, address.postal_code].filter(Boolean).join(' ');
  const street = [`${address.street} ${address.number}`.trim(), address.neighborhood]
    .filter(Boolean)
    .join(', ');
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-testid={`wizard-${end}-summary`}
    >
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <div style={{ flexGrow: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="subtitle1" component="h2" fontWeight={600}>
              {t(`wizard.address.${end}`)}
            </Typography>
            <Typography variant="body1" fontWeight={600}>
              {t('wizard.address.summary', { name: address.aka || address.name, place })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[address.aka ? address.name : null, street].filter(Boolean).join(' · ')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('wizard.address.defaultOrigin')}
            </Typography>
          </div>
          <Button
            onClick={onChange}
            aria-label={t(`wizard.address.change_${end}`)}
            sx={{ flexShrink: 0 }}
          >
            {t('wizard.address.change')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
