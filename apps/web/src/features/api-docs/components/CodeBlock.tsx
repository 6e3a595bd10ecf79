import Box from '@mui/material/Box';
import { CopyButton } from './CopyButton';

/**
 * A block of code with a copy button. Long lines scroll sideways inside the block, so a phone's
 * page never grows wider than the screen.
 */
export function CodeBlock({ code, label }: { code: string; label?: string }) {
  return (
    <Box
      sx={{
        position: 'relative',
        minWidth: 0,
        borderRadius: 1,
        bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'grey.900' : 'grey.100'),
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'inherit', borderRadius: 1 }}>
        <CopyButton text={code} label={label} />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={label}
        sx={{
          m: 0,
          p: 1.5,
          pr: 6,
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
