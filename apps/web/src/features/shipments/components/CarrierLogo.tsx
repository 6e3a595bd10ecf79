import Avatar from '@mui/material/Avatar';

const SIZES = {
  small: { width: 36, height: 22, fontSize: '0.8rem' },
  large: { width: 56, height: 32 },
} as const;

/** A carrier's logo on a white tile, or its initial when it has none (list and detail). */
export function CarrierLogo({
  name,
  url,
  alt,
  size,
}: {
  name: string;
  url: string | null | undefined;
  alt: string;
  size: keyof typeof SIZES;
}) {
  return (
    <Avatar
      variant="rounded"
      src={url ?? undefined}
      alt={alt}
      sx={{
        ...SIZES[size],
        bgcolor: 'background.paper',
        color: 'text.primary',
        ...(size === 'small' ? { border: 1, borderColor: 'divider' } : {}),
        '& img': { objectFit: 'contain' },
      }}
    >
      {name.slice(0, 1)}
    </Avatar>
  );
}
