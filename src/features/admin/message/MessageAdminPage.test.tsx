import { fireEvent, screen } from '@testing-library/react';
import { setUpAdminScreenTests } from '../testing/harness';

const state = vi.hoisted(() => ({ model: {} as Record<string, ReturnType<typeof vi.fn>> }));
vi.mock('../../../lib/data-client', () => ({
  getDataClient: () => ({ models: { Parametro: state.model } }),
}));

import MessageAdminPage from './MessageAdminPage';

const renderAdminScreen = setUpAdminScreenTests();
beforeEach(() => {
  state.model = {
    list: vi.fn().mockResolvedValue({ data: [], nextToken: null }),
    create: vi.fn(async (input: Record<string, unknown>) => ({ data: { id: `id-${input.clave}`, ...input } })),
    update: vi.fn(async (input: Record<string, unknown>) => ({ data: input })),
  };
});

describe('MessageAdminPage (Administrar Mensaje)', () => {
  it('creates both Parametro records when missing, then updates them', async () => {
    renderAdminScreen(<MessageAdminPage />);
    expect(screen.getByRole('heading', { name: 'Administrar Mensaje' })).toBeInTheDocument();
    const quote = await screen.findByLabelText('Mensaje');
    expect(quote).toHaveAttribute('rows', '3');
    fireEvent.change(quote, { target: { value: 'La fe mueve montañas' } });
    fireEvent.change(screen.getByLabelText('Autor'), { target: { value: 'Mt 17,20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('button', { name: 'Guardando...' })).toBeDisabled();
    expect(await screen.findByText('Mensaje guardado.')).toBeInTheDocument();
    expect(state.model.create).toHaveBeenCalledWith({ clave: 'quote', valor: 'La fe mueve montañas' });
    expect(state.model.create).toHaveBeenCalledWith({ clave: 'author', valor: 'Mt 17,20' });

    fireEvent.change(quote, { target: { value: 'Otra frase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('button', { name: 'Guardar' })).toBeEnabled();
    expect(state.model.update).toHaveBeenCalledWith({ id: 'id-quote', clave: 'quote', valor: 'Otra frase' });
    expect(state.model.update).toHaveBeenCalledWith({ id: 'id-author', clave: 'author', valor: 'Mt 17,20' });
    expect(state.model.create).toHaveBeenCalledTimes(2);
  });

  it('loads the stored texts and shows "Error al guardar el mensaje." on failure', async () => {
    state.model.list.mockResolvedValue({
      data: [
        { id: 'q', clave: 'quote', valor: 'Frase' },
        { id: 'a', clave: 'author', valor: 'Autor' },
      ],
      nextToken: null,
    });
    state.model.update.mockResolvedValue({ data: null, errors: [{ message: 'Unauthorized' }] });
    renderAdminScreen(<MessageAdminPage />);
    expect(await screen.findByLabelText('Mensaje')).toHaveValue('Frase');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al guardar el mensaje.')).toBeInTheDocument();
  });
});
