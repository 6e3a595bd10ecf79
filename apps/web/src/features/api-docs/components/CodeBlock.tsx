import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CopyButton } from './CopyButton';

/**
 * A block of code under a bar with its name and a copy button. Long lines scroll sideways inside
 * the block, so a phone's page never grows wider than the screen.
 */
export function CodeBlock({ code, label }: { code: string; label?: string }) {
  return (
    <Box
      sx={{
        minWidth: 0,
        borderRadius: 1,
        bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'grey.900' : 'grey.100'),
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Stack
        direction="row"
        alignItems="center"
        justifyContent="space-between"
        sx={{ pl: 1.5, pr: 0.5, borderBottom: 1, borderColor: 'divider', minHeight: 36 }}
      >
        <Typography variant="caption" color="text.secondary" noWrap>
          {label}
        </Typography>
        <CopyButton text={code} label={label} />
      </Stack>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={label}
        sx={{
          m: 0,
          p: 1.5,
          overflowX: 'auto',
          fontFamily: 'monospace',
          fontSize: 13,
          lineHeight: 1.5,
        }}
      >
        <code>{code}</code>
      </Box>
    </Box>
  );
}
