import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildTheme } from './theme';
import { AA_TEXT, readableOn } from './readable-colour';

describe('readableOn', () => {
  it('keeps a colour that already reads on white', () => {
    expect(readableOn('#1565c0')).toBe('#1565c0');
  });

  it("darkens MUI's orange and light blue until they read at AA", () => {
    for (const colour of ['#ed6c02', '#0288d1', '#ffeb3b']) {
      const out = readableOn(colour);
      expect(out).not.toBe(colour);
      expect(getContrastRatio(out, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});

describe('the theme', () => {
  const theme = buildTheme({ primary: '#ffd54f' }, 'es-MX');
  const chipStyle = (color: string, variant: string) => {
    const root = theme.components?.MuiChip?.styleOverrides?.root as (p: object) => {
      color?: string;
      backgroundColor?: string;
    };
    return root({ theme, ownerState: { color, variant } });
  };

  it('writes outlined status chips in a shade that reads on white, a light brand too', () => {
    for (const key of ['primary', 'secondary', 'success', 'warning', 'info', 'error']) {
      const { color } = chipStyle(key, 'outlined');
      expect(getContrastRatio(color!, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('puts white text of filled status chips on a background it reads on', () => {
    for (const key of ['primary', 'warning', 'info']) {
      const style = chipStyle(key, 'filled');
      expect(style.color).toBe('#fff');
      expect(getContrastRatio(style.backgroundColor!, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});
