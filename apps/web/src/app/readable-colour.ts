import { darken, getContrastRatio } from '@mui/material/styles';

/** WCAG 2.1 AA for normal text. */
export const AA_TEXT = 4.5;

/**
 * `colour` itself when text in it reads on `background` at WCAG AA, else the same hue darkened
 * step by step until it does (a light brand or MUI's orange warning keeps its hue, not its
 * lightness).
 */
export function readableOn(colour: string, background = '#ffffff', ratio = AA_TEXT): string {
  let c = colour;
  for (let step = 0; step < 20 && getContrastRatio(c, background) < ratio; step++)
    c = darken(colour, (step + 1) * 0.05);
  return c;
}
