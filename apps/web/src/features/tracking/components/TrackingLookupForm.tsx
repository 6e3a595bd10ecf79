import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';

/** "Rastrear otra guía": a tracking number and a button (Enter works too). */
export function TrackingLookupForm({
  initial,
  onLookup,
}: {
  initial: string;
  onLookup: (trackingNumber: string) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setValue(initial);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = value.trim().replace(/\s+/g, '');
    if (n) onLookup(n);
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('tracking.lookupLabel')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      onSubmit={submit}
    >
      <TextField
        id="tracking-number"
        name="tracking_number"
        label={t('tracking.trackingNumber')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 60, spellCheck: false } }}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<Search />}
        sx={{ flexShrink: 0, minHeight: 56 }}
      >
        {t('tracking.lookup')}
      </Button>
    </Stack>
  );
}
