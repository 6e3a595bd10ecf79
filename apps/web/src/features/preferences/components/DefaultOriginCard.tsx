import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAddress } from '../../addresses/api/addresses';
import { SavedAddressPicker } from '../../shipments/wizard/SavedAddressPicker';

/**
 * The default origin (issue 25): one saved address that every new shipment starts from, folded
 * to a summary the user can change; chosen from the book, removable.
 */
export function DefaultOriginCard({
  current,
  onSave,
  busy,
}: {
  current: string;
  onSave: (value: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const id = /^[1-9]\d{0,9}$/.test(current) ? Number(current) : null;
  const address = useAddress(id);
  const chosen = address.data;
  return (
    <Card variant="outlined" component="section" aria-labelledby="default-origin-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="default-origin-title">
          {t('preferences.defaultOrigin')}
        </Typography>
        <Typography variant="body2" color="text.secondary" mb={2}>
          {t('preferences.defaultOriginHelp')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          alignItems={{ sm: 'center' }}
          mb={2}
        >
          <Typography variant="body1" fontWeight={chosen ? 600 : 400} sx={{ flexGrow: 1 }}>
            {chosen
              ? `${chosen.aka || chosen.name} · ${chosen.street} ${chosen.number}, ${chosen.city} ${chosen.postal_code}`
              : t('preferences.defaultOriginNone')}
          </Typography>
          {chosen && (
            <Button color="inherit" onClick={() => onSave('')} disabled={busy}>
              {t('preferences.defaultOriginRemove')}
            </Button>
          )}
        </Stack>
        <SavedAddressPicker
          id="pref-default-origin"
          onPick={(a) => onSave(String(a.id))}
          disabled={busy}
        />
      </CardContent>
    </Card>
  );
}
