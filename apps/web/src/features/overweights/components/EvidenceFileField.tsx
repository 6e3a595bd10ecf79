import { useRef } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import AttachFile from '@mui/icons-material/AttachFile';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The types the server accepts (it checks the bytes again). */
const EVIDENCE_ACCEPT = 'image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf';

/** One image-or-PDF picker bound to the form: the chosen file's name, or the field's message. */
export function EvidenceFileField<T extends { evidence_file: File | null }>({
  control,
  label,
  required = true,
}: {
  control: Control<T>;
  label: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({
    control: control as unknown as Control<{ evidence_file: File | null }>,
    name: 'evidence_file',
  });
  const input = useRef<HTMLInputElement>(null);
  const file = field.value;
  const error = fieldState.error?.message;
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Button
        component="label"
        variant="outlined"
        startIcon={<AttachFile />}
        color={error ? 'error' : 'primary'}
      >
        {t('overweights.evidence.pick')}
        {required ? ' *' : ''}
        <input
          ref={input}
          hidden
          type="file"
          accept={EVIDENCE_ACCEPT}
          name={field.name}
          aria-label={label}
          onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
        />
      </Button>
      <FormHelperText error={!!error} sx={{ overflowWrap: 'anywhere' }}>
        {error ?? (file ? file.name : t('overweights.evidence.fileHelp'))}
      </FormHelperText>
    </Stack>
  );
}
