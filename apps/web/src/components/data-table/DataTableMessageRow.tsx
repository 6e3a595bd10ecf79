import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** One full-width row for the loading and empty states. */
export function DataTableMessageRow({
  colSpan,
  text,
  loading,
}: {
  colSpan: number;
  text: string;
  loading?: boolean;
}) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan}>
        <Stack
          direction="row"
          spacing={1}
          alignItems="center"
          justifyContent="center"
          sx={{ py: 4 }}
        >
          {loading && <CircularProgress size={20} />}
          <Typography color="text.secondary" role="status">
            {text}
          </Typography>
        </Stack>
      </TableCell>
    </TableRow>
  );
}
