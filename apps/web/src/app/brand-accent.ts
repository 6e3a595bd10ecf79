import { decomposeColor, hexToRgb } from '@mui/material/styles';

/** The default blue of spec 2 §2's "delivered", and of a tenant without a brand colour. */
export const DEFAULT_ACCENT = '#1565c0';

/** Hues (degrees) that already mean something on a status: red, orange/amber, green. */
const SEMANTIC_HUES: [number, number][] = [
  [335, 360],
  [0, 55],
  [95, 150],
];

/** The hue (0–360) of a #rrggbb colour, or null for a grey (no hue to speak of). */
export function hueOf(hex: string): number | null {
  const [r, g, b] = decomposeColor(hexToRgb(hex)).values.map((v) => Number(v) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  if (d < 0.08) return null;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

/**
 * The colour of a status that carries no warning (delivered, stamping, paid…): the tenant's own
 * brand colour, so the lists look like theirs — unless that colour would read as success,
 * warning or error (a red, orange or green brand), or is a grey: then the default blue.
 */
export function statusAccent(primary: string): string {
  const hue = hueOf(primary);
  if (hue === null) return DEFAULT_ACCENT;
  return SEMANTIC_HUES.some(([from, to]) => hue >= from && hue < to) ? DEFAULT_ACCENT : primary;
}
