import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { API_KEY_MASK } from '@despacho/shared';
import { i18n } from '../../lib/i18n';
import { errorReply, reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { setViewport } from '../../test/setup';
import { apiKey, carmen, WHOLE_KEY } from './external-apis-test-kit';

const keysTable = () => screen.findByRole('table', { name: 'Claves API' });

const stubClipboard = (writeText = vi.fn(() => Promise.resolve())) => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
};

describe('API keys', () => {
  it('lists keys masked as 32 asterisks with only the prefix visible, and how to call the API', async () => {
    const writeText = stubClipboard();
    renderApp('/external-apis', {
      user: carmen,
      api: { 'GET api_keys': () => [apiKey({ last_used_at: '2026-11-22T15:30:00Z' })] },
    });
    const table = await keysTable();
    const row = within(table).getByText('Tienda en línea').closest('tr')!;
    expect(within(row).getByTestId('masked-key')).toHaveTextContent(API_KEY_MASK);
    expect(API_KEY_MASK).toHaveLength(32);
    expect(within(row).getByText('Empieza con dsp_test_Ab3x')).toBeInTheDocument();
    expect(within(row).getByText(/20\/11\/2026/)).toBeInTheDocument();
    expect(row).not.toHaveTextContent('Nunca');
    expect(screen.getByText(/solo se muestra una vez/)).toBeInTheDocument();

    await userEvent.click(
      within(row).getByRole('button', { name: 'Copiar el inicio de la clave Tienda en línea' }),
    );
    expect(writeText).toHaveBeenCalledWith('dsp_test_Ab3x');
    expect(await screen.findByTestId('notification')).toHaveTextContent('Copiado al portapapeles');

    const usage = screen.getByTestId('usage-headers');
    expect(usage).toHaveTextContent('Authorization: Bearer <API key>');
    expect(usage).toHaveTextContent('X-Tenant: demo');
    expect(screen.getByRole('link', { name: 'Ver la documentación de la API' })).toHaveAttribute(
      'href',
      '/api/docs/partners',
    );
  });

  it('says errorLoadingApiKeys when the list fails, and retries', async () => {
    let fail = true;
    renderApp('/external-apis', {
      user: carmen,
      api: {
        'GET api_keys': () => (fail ? errorReply(500, []) : [apiKey()]),
      },
    });
    expect(
      await screen.findByText('Error al cargar la clave API. Por favor, inténtalo de nuevo'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await keysTable()).toHaveTextContent('Tienda en línea');
  });

  it('validates the name (button off under 3, messages nameRequired / nameMaxLength)', async () => {
    const { api } = renderApp('/external-apis', {
      user: carmen,
      api: { 'GET api_keys': () => [] },
    });
    expect(await screen.findByText('Aún no tienes claves API')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generar clave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generar clave API' });
    expect(within(dialog).queryByText(/se eliminan tus claves actuales/)).toBeNull();
    const generate = within(dialog).getByRole('button', { name: 'Generar clave' });
    const name = within(dialog).getByLabelText(/Nombre de la clave/);
    expect(generate).toBeDisabled();
    await userEvent.type(name, 'ab');
    expect(generate).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.tab();
    expect(await within(dialog).findByText('El nombre es obligatorio')).toBeInTheDocument();
    await userEvent.type(name, 'x'.repeat(51));
    expect(generate).toBeEnabled();
    await userEvent.click(generate);
    expect(
      await within(dialog).findByText('El nombre no puede exceder 50 caracteres'),
    ).toBeInTheDocument();
    expect(api.find('POST', 'api_keys')).toHaveLength(0);
  });

  it('shows the whole key once after generating; the list then shows asterisks only', async () => {
    const writeText = stubClipboard();
    let keys = [apiKey({ id: 2, name: 'Anterior' })];
    const { api } = renderApp('/external-apis', {
      user: carmen,
      api: {
        'GET api_keys': () => keys,
        'POST api_keys': ({ body }) => {
          const { name } = (body as { api_key: { name: string } }).api_key;
          keys = [apiKey({ name })];
          return reply(201, { data: apiKey({ name, key: WHOLE_KEY }) });
        },
      },
    });
    await keysTable();
    await userEvent.click(screen.getByRole('button', { name: 'Generar clave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generar clave API' });
    expect(within(dialog).getByText(/se eliminan tus claves actuales/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Nombre de la clave/), '  ERP  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generar clave' }));

    const shown = await screen.findByRole('dialog', { name: 'Tu nueva clave API' });
    expect(api.find('POST', 'api_keys')[0]!.body).toEqual({ api_key: { name: 'ERP' } });
    expect(within(shown).getByTestId('shown-once-secret')).toHaveTextContent(WHOLE_KEY);
    await userEvent.click(within(shown).getByRole('button', { name: 'Copiar Clave API' }));
    expect(writeText).toHaveBeenCalledWith(WHOLE_KEY);
    // Escape does not close it: only "Entendido" does.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Tu nueva clave API' })).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const table = await keysTable();
    await waitFor(() => expect(table).toHaveTextContent('ERP'));
    expect(table).not.toHaveTextContent('Anterior');
    expect(document.body).not.toHaveTextContent(WHOLE_KEY);
    expect(within(table).getByTestId('masked-key')).toHaveTextContent(API_KEY_MASK);
  });

  it('puts the server’s 422 under the name, and says errorGeneratingApiKey otherwise', async () => {
    let status = 422;
    renderApp('/external-apis', {
      user: carmen,
      api: {
        'GET api_keys': () => [],
        'POST api_keys': () =>
          status === 422
            ? errorReply(422, ['Nombre no válido'], { name: ['El nombre ya está en uso'] })
            : errorReply(500, []),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Generar clave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generar clave API' });
    await userEvent.type(within(dialog).getByLabelText(/Nombre de la clave/), 'Tienda');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generar clave' }));
    expect(await within(dialog).findByText('El nombre ya está en uso')).toBeInTheDocument();
    status = 500;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generar clave' }));
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Error al generar la clave API. Por favor, inténtalo de nuevo',
    );
    expect(screen.queryByRole('dialog', { name: 'Tu nueva clave API' })).toBeNull();
  });

  it('deletes a key after confirming (apiKeyDeleted) and says errorDeletingApiKey on failure', async () => {
    let keys = [apiKey(), apiKey({ id: 4, name: 'Pruebas', key_prefix: 'dsp_test_Zz9q' })];
    let fail = false;
    const { api } = renderApp('/external-apis', {
      user: carmen,
      api: {
        'GET api_keys': () => keys,
        'DELETE api_keys/*': ({ path }) => {
          if (fail) return errorReply(500, []);
          keys = keys.filter((k) => `api_keys/${k.id}` !== path);
          return { ok: true };
        },
      },
    });
    const table = await keysTable();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Eliminar la clave Tienda en línea' }),
    );
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar la clave API?' });
    expect(confirm).toHaveTextContent('«Tienda en línea» dejará de funcionar de inmediato');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByTestId('notification')).toHaveTextContent('Clave API eliminada');
    expect(api.find('DELETE', 'api_keys/3')).toHaveLength(1);
    await waitFor(() => expect(table).not.toHaveTextContent('Tienda en línea'));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fail = true;
    await userEvent.click(within(table).getByRole('button', { name: 'Eliminar la clave Pruebas' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('notification').at(-1)).toHaveTextContent(
        'Error al eliminar la clave API. Por favor, inténtalo de nuevo',
      ),
    );
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    renderApp('/external-apis', { user: carmen, api: { 'GET api_keys': () => [apiKey()] } });
    expect(await screen.findByRole('table', { name: 'API keys' })).toHaveTextContent(
      'Starts with dsp_test_Ab3x',
    );
    expect(screen.getByRole('button', { name: 'Generate key' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Webhooks' })).toBeInTheDocument();
  });

  it('folds the keys into cards on a phone, and the dialogs fill the screen', async () => {
    setViewport(390);
    renderApp('/external-apis', { user: carmen, api: { 'GET api_keys': () => [apiKey()] } });
    const cards = await screen.findByRole('list', { name: 'Claves API' });
    expect(within(cards).getByText('Tienda en línea')).toBeInTheDocument();
    expect(within(cards).getByTestId('masked-key')).toHaveTextContent(API_KEY_MASK);
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Generar clave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generar clave API' });
    expect(dialog.className).toMatch(/paperFullScreen/);
  });
});
