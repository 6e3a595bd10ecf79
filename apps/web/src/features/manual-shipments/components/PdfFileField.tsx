import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

interface PdfFileFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  pickLabel: string;
  help: string;
}

/** The label PDF picker: the chosen file's name, and its field's message (ours or the server's). */
export function PdfFileField<T extends FieldValues>(props: PdfFileFieldProps<T>) {
  const { control, name, label, pickLabel, help } = props;
  const { field, fieldState } = useController({ control, name });
  const file = field.value as File | null | undefined;
  const error = fieldState.error?.message;
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Typography variant="subtitle2" component="span">
        {label} *
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Button
          component="label"
          variant="outlined"
          startIcon={<AttachFile />}
          color={error ? 'error' : 'primary'}
        >
          {pickLabel}
          <input
            hidden
            type="file"
            accept="application/pdf,.pdf"
            name={field.name}
            aria-label={label}
            onChange={(e) => {
              field.onChange(e.target.files?.[0] ?? null);
              e.target.value = '';
            }}
          />
        </Button>
        {file && (
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {file.name}
          </Typography>
        )}
      </Stack>
      <FormHelperText error={Boolean(error)}>{error ?? help}</FormHelperText>
    </Stack>
  );
}
