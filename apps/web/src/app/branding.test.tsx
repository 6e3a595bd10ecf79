import { render, screen, within } from '@testing-library/react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { makeUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { DEFAULT_ACCENT, statusAccent } from './brand-accent';
import { buildTheme } from './theme';

describe('the tenant’s brand in the menu', () => {
  it('with a logo, shows the logo alone, named by the tenant for screen readers', async () => {
    renderApp('/', {
      user: makeUser('customer'),
      tenant: { name: 'Envíos Norte', logo_url: '/branding/logo.png' },
    });
    const brand = await screen.findByTestId('drawer-brand');
    const logo = within(brand).getByRole('img', { name: 'Envíos Norte' });
    expect(logo).toHaveAttribute('src', '/branding/logo.png');
    expect(brand).toHaveTextContent(/^$/);
    expect(brand).toHaveAccessibleName('Envíos Norte');
  });

  it('without a logo, writes the name', async () => {
    renderApp('/', { user: makeUser('customer'), tenant: { name: 'Envíos Norte' } });
    const brand = await screen.findByTestId('drawer-brand');
    expect(within(brand).queryByRole('img')).toBeNull();
    expect(brand).toHaveTextContent('Envíos Norte');
  });
});

describe('links and status colours follow the brand', () => {
  const linkColour = (primary: string) => {
    const theme = buildTheme({ primary }, 'es-MX');
    const overrides = theme.components?.MuiCssBaseline?.styleOverrides as Record<
      string,
      { color: string }
    >;
    return overrides['a:not([class])']!.color;
  };

  it('a link takes the brand colour when it reads, a darker shade of it when it does not', () => {
    expect(linkColour('#6a1b9a')).toBe('#6a1b9a');
    const yellow = linkColour('#ffc107');
    expect(yellow).not.toBe('#ffc107');
    for (const bg of ['#ffffff', '#e5f6fd', '#fff4e5', '#fdeded'])
      expect(getContrastRatio(yellow, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('a status without a warning takes the brand colour unless it would read as one', () => {
    expect(statusAccent('#6a1b9a')).toBe('#6a1b9a'); // purple: the brand's
    expect(statusAccent('#00838f')).toBe('#00838f'); // teal
    expect(statusAccent('#c62828')).toBe(DEFAULT_ACCENT); // red would read as an error
    expect(statusAccent('#2e7d32')).toBe(DEFAULT_ACCENT); // green as success
    expect(statusAccent('#ef6c00')).toBe(DEFAULT_ACCENT); // orange as a warning
    expect(statusAccent('#616161')).toBe(DEFAULT_ACCENT); // a grey has no hue to follow
  });
});

describe('words in a light brand colour', () => {
  it('text and outlined buttons and primary words are darkened until they read', () => {
    render(
      <ThemeProvider theme={buildTheme({ primary: '#ffc107' }, 'es-MX')}>
        <Button>Ver todos</Button>
        <Button variant="outlined">Crear envío</Button>
        <Typography color="primary">Envíos Norte</Typography>
      </ThemeProvider>,
    );
    const colour = (el: HTMLElement) => getComputedStyle(el).color;
    for (const el of [
      screen.getByRole('button', { name: 'Ver todos' }),
      screen.getByRole('button', { name: 'Crear envío' }),
      screen.getByText('Envíos Norte'),
    ])
      expect(getContrastRatio(colour(el), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
