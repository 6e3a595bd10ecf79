import type { FormEventHandler, ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import { FormActions } from './FormActions';
import { UnsavedChangesScope } from './unsaved-changes';

interface RecordFormCardProps {
  /** Accessible name of the form. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** Where Cancel goes (the list the record belongs to). */
  cancelTo: string;
  /** The fields, each in its own `<Grid size=…>`. */
  children: ReactNode;
}

/**
 * The frame of every create/edit form: a card, a grid of fields, Save and Cancel, and the
 * question before leaving with unsaved changes.
 */
export function RecordFormCard({
  label,
  onSubmit,
  submitting,
  cancelTo,
  children,
}: RecordFormCardProps) {
  return (
    <UnsavedChangesScope>
      <Card variant="outlined" sx={{ maxWidth: 800 }}>
        <CardContent>
          <Grid
            component="form"
            container
            spacing={2}
            noValidate
            onSubmit={onSubmit}
            aria-label={label}
          >
            {children}
            <Grid size={12}>
              <FormActions submitting={submitting} cancelTo={cancelTo} />
            </Grid>
          </Grid>
        </CardContent>
      </Card>
    </UnsavedChangesScope>
  );
}
