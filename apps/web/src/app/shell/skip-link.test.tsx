import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('the skip link', () => {
  it('is the first stop of the keyboard and takes it past the menu to the page', async () => {
    renderApp('/dashboard', { user: makeUser('admin') });
    await screen.findByRole('navigation', { name: 'Menú principal' });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveFocus();
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
