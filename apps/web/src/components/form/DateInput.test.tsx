import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { DateInput, INVALID_DATE } from './DateInput';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput id="since" label="Desde" value={value} onChange={setValue} maxDate="2026-12-31" />
      <output data-testid="value">{value}</output>
    </>
  );
}

const group = () => screen.getByRole('group', { name: /Desde/ });
const fieldText = () =>
  within(group())
    .getAllByRole('spinbutton')
    .map((s) => s.textContent)
    .join('/');

async function typeDigits(digits: string) {
  await userEvent.click(within(group()).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard(digits);
}

afterEach(() => i18n.changeLanguage('es-MX'));

describe('the one date picker', () => {
  it('shows dd/mm/aaaa in Spanish and passes the typed day on as YYYY-MM-DD', async () => {
    await i18n.changeLanguage('es-MX');
    render(<Harness />);
    expect(fieldText()).toBe('dd/mm/aaaa');
    await typeDigits('01112026');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-11-01');
    expect(fieldText()).toBe('01/11/2026');
    expect(screen.queryByText(/fecha/)).toBeNull();
  });

  it('keeps the day first in English too: 01/11/2026 is the 1st of November', async () => {
    await i18n.changeLanguage('en');
    const first = render(<Harness initial="2026-11-01" />);
    expect(fieldText()).toBe('01/11/2026');
    first.unmount();
    render(<Harness />);
    expect(fieldText()).toBe('dd/mm/yyyy');
    await typeDigits('05032026');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-03-05');
  });

  it('says a day that does not exist does not exist, and passes nothing usable on', async () => {
    await i18n.changeLanguage('es-MX');
    render(<Harness />);
    await typeDigits('31022026');
    expect(screen.getByTestId('value')).toHaveTextContent(INVALID_DATE);
    expect(
      screen.getByText('Esa fecha no existe; revisa el día y el mes (dd/mm/aaaa)'),
    ).toBeInTheDocument();
  });

  it('asks for the whole date while it is unfinished, in the reader’s language', async () => {
    await i18n.changeLanguage('en');
    render(<Harness />);
    await typeDigits('1503');
    expect(screen.getByTestId('value')).toHaveTextContent(INVALID_DATE);
    // Not while typing; once the reader leaves the field.
    expect(screen.queryByText('Type the whole date (dd/mm/yyyy)')).toBeNull();
    await userEvent.click(document.body);
    expect(screen.getByText('Type the whole date (dd/mm/yyyy)')).toBeInTheDocument();
  });

  it('refuses a day after the latest allowed', async () => {
    await i18n.changeLanguage('es-MX');
    render(<Harness />);
    await typeDigits('02012027');
    expect(screen.getByText('La fecha no puede ser posterior a hoy')).toBeInTheDocument();
  });
});
