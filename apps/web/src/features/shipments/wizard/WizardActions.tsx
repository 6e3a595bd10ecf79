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
  sticky,
}: {
  submitting: boolean;
  disabled?: boolean;
  /** Without it the button submits the surrounding form. */
  onContinue?: () => void;
  label?: string;
  children?: ReactNode;
  /**
   * Holds to the bottom of the screen while the content above scrolls (the rate step's long
   * list, issue 25), clear of a phone's home indicator.
   */
  sticky?: boolean;
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
      data-testid={sticky ? 'wizard-sticky-actions' : undefined}
      sx={
        sticky
          ? {
              mt: 3,
              position: 'sticky',
              bottom: 0,
              zIndex: 2,
              bgcolor: 'background.paper',
              borderTop: 1,
              borderColor: 'divider',
              boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.06)',
              mx: { xs: -2, sm: 0 },
              px: 2,
              pt: 1.5,
              pb: 'calc(12px + env(safe-area-inset-bottom, 0px))',
              rowGap: 1,
            }
          : { mt: 3 }
      }
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
