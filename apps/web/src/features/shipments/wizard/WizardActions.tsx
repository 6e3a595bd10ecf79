import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../../app/route-table';

/** Cancel (to the shipment list) and "Save and continue", at the foot of every step. */
export function WizardActions({
  submitting,
  disabled,
  onContinue,
  label,
  children,
}: {
  submitting: boolean;
  disabled?: boolean;
  /** Without it the button submits the surrounding form. */
  onContinue?: () => void;
  label?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={2}
      justifyContent="flex-end"
      alignItems="center"
      flexWrap="wrap"
      useFlexGap
      sx={{ mt: 3 }}
    >
      {children}
      <Button component={Link} to={pathTo('shipments')} color="inherit">
        {t('common.cancel')}
      </Button>
      <Button
        type={onContinue ? 'button' : 'submit'}
        variant="contained"
        endIcon={<ArrowForward />}
        loading={submitting}
        disabled={disabled}
        onClick={onContinue}
      >
        {label ?? t('wizard.saveAndContinue')}
      </Button>
    </Stack>
  );
}
