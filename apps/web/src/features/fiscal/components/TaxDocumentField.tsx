import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import AttachFile from '@mui/icons-material/AttachFile';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TAX_DOCUMENT_MAX_BYTES, validationText } from '@despacho/shared';
import { currentLocale } from '../../../lib/i18n';

/** The types the server accepts (it checks the bytes again). */
const ACCEPT = 'image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf';

interface TaxDocumentFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  /** The name of the document already on file (kept unless another is picked). */
  current?: string | null;
}

/** One document picker (image or PDF, 5 MB): the chosen file's name, or the field's message. */
export function TaxDocumentField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  current,
}: TaxDocumentFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const file = field.value as File | null | undefined;
  const tooLarge = !!file && file.size > TAX_DOCUMENT_MAX_BYTES;
  const error =
    fieldState.error?.message ??
    (tooLarge ? validationText('v.tax_document_too_large', currentLocale()) : undefined);
  const help = file
    ? file.name
    : current
      ? t('fiscal.tax.onFile', { name: current })
      : t('fiscal.tax.documentHelp');
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Button
        component="label"
        variant="outlined"
        startIcon={<AttachFile />}
        color={error ? 'error' : 'primary'}
      >
        {label}
        {required ? ' *' : ''}
        <input
          hidden
          type="file"
          accept={ACCEPT}
          name={field.name}
          aria-label={label}
          onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
        />
      </Button>
      <FormHelperText error={!!error}>{error ?? help}</FormHelperText>
    </Stack>
  );
}
