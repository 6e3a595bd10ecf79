import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

/** The row of secondary links under an auth form. */
export function AuthLinks({ links }: { links: { to: string; label: string }[] }) {
  return (
    <Stack spacing={1} sx={{ mt: 3 }} alignItems="center">
      {links.map((link) => (
        <Link key={link.to} component={RouterLink} to={link.to} variant="body2">
          {link.label}
        </Link>
      ))}
    </Stack>
  );
}
