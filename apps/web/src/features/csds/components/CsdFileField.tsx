import { useRef } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

interface CsdFileFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  pickLabel: string;
  help: string;
  accept: string;
}

/** One file picker (the .cer or the .key) with the chosen file's name and its field's message. */
export function CsdFileField<T extends FieldValues>(props: CsdFileFieldProps<T>) {
  const { control, name, label, pickLabel, help, accept } = props;
  const input = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useController({ control, name });
  const file = field.value as File | null | undefined;
  const error = fieldState.error?.message;
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Typography variant="subtitle2" component="span">
        {label}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center">
        <Button
          component="label"
          variant="outlined"
          startIcon={<AttachFile />}
          color={error ? 'error' : 'primary'}
        >
          {pickLabel}
          <input
            ref={input}
            hidden
            type="file"
            accept={accept}
            name={field.name}
            aria-label={label}
            onChange={(e) => {
              field.onChange(e.target.files?.[0] ?? null);
              if (input.current) input.current.value = '';
            }}
          />
        </Button>
        {file && <Typography variant="body2">{file.name}</Typography>}
      </Stack>
      <FormHelperText error={Boolean(error)} sx={{ whiteSpace: 'pre-line' }}>
        {error ?? help}
      </FormHelperText>
    </Stack>
  );
}
