import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';

/** Ask the carrier to collect the parcel (only for a rate whose carrier offers it). */
export function PickupSwitch({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={disabled}
            onChange={(e) => onChange(e.target.checked)}
          />
        }
        label={t('wizard.rate.pickup')}
      />
      <FormHelperText sx={{ mt: -0.5 }}>{t('wizard.rate.pickupHelp')}</FormHelperText>
    </div>
  );
}
