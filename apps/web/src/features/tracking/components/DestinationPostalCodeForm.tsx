import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockOpen from '@mui/icons-material/LockOpen';
import { useTranslation } from 'react-i18next';

/**
 * The destination postal code that unlocks the cities and the scans' details (the server
 * checks it; a wrong one comes back as `error`).
 */
export function DestinationPostalCodeForm({
  initial,
  error,
  onSubmit,
}: {
  initial: string;
  error: string | null;
  onSubmit: (postalCode: string) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim();
    if (code) onSubmit(code);
  };
  return (
    <Stack spacing={1.5} component="form" onSubmit={submit} aria-label={t('tracking.detailsForm')}>
      <Typography variant="body2" color="text.secondary">
        {t('tracking.detailsHelp')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems="flex-start">
        <TextField
          id="tracking-postal-code"
          name="postal_code"
          label={t('tracking.postalCode')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={!!error}
          helperText={error ?? ' '}
          autoComplete="postal-code"
          slotProps={{ htmlInput: { maxLength: 20, inputMode: 'numeric', spellCheck: false } }}
          sx={{ width: { xs: '100%', sm: 260 } }}
        />
        <Button
          type="submit"
          variant="outlined"
          startIcon={<LockOpen />}
          sx={{ flexShrink: 0, minHeight: 56 }}
        >
          {t('tracking.showDetails')}
        </Button>
      </Stack>
    </Stack>
  );
}
