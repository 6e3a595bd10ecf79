import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  submitting: boolean;
  cancelTo?: string;
  submitLabel?: string;
  children?: ReactNode;
}

/** Save (and optionally cancel) buttons at the foot of a form. */
export function FormActions({ submitting, cancelTo, submitLabel, children }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2} justifyContent="flex-end" sx={{ mt: 1 }}>
      {children}
      {cancelTo && (
        <Button component={Link} to={cancelTo} color="inherit">
          {t('common.cancel')}
        </Button>
      )}
      <Button type="submit" variant="contained" loading={submitting}>
        {submitLabel ?? t('common.save')}
      </Button>
    </Stack>
  );
}
