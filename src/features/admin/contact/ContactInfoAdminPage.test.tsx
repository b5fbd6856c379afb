import { fireEvent, screen } from '@testing-library/react';
import { setUpAdminScreenTests } from '../testing/harness';

const state = vi.hoisted(() => ({ model: {} as Record<string, ReturnType<typeof vi.fn>> }));
vi.mock('../../../lib/data-client', () => ({
  getDataClient: () => ({ models: { ContactInfo: state.model } }),
}));

import ContactInfoAdminPage from './ContactInfoAdminPage';

const renderAdminScreen = setUpAdminScreenTests();
beforeEach(() => {
  state.model = {
    list: vi.fn().mockResolvedValue({ data: [], nextToken: null }),
    create: vi.fn(async (input: Record<string, unknown>) => ({ data: { id: 'c1', ...input } })),
    update: vi.fn(async (input: Record<string, unknown>) => ({ data: input })),
  };
});

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('ContactInfoAdminPage', () => {
  it('refuses coordinates out of range and creates the record when none exists', async () => {
    renderAdminScreen(<ContactInfoAdminPage />);
    await screen.findByLabelText('Dirección');
    fill({ Dirección: 'Calle Fe 1', Teléfono: '555-123-4567', 'Correo electrónico': 'info@fe.mx', Latitud: '95', Longitud: '-99.1' });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('La latitud debe ser un número entre -90 y 90.')).toBeInTheDocument();
    fill({ Latitud: '19.4', Longitud: 'oeste' });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('La longitud debe ser un número entre -180 y 180.')).toBeInTheDocument();
    fill({ Longitud: '-99.1' });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Información actualizada.')).toBeInTheDocument();
    expect(state.model.create).toHaveBeenCalledWith({ address: 'Calle Fe 1', phone: '555-123-4567', email: 'info@fe.mx', lat: 19.4, lng: -99.1 });
  });

  it('updates the existing record, or says "Error al actualizar la información."', async () => {
    state.model.list.mockResolvedValue({
      data: [{ id: 'c9', address: 'A', phone: '1', email: 'a@b.mx', lat: 1, lng: 2 }],
      nextToken: null,
    });
    renderAdminScreen(<ContactInfoAdminPage />);
    expect(await screen.findByLabelText('Latitud')).toHaveValue('1');
    fill({ Dirección: 'B' });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Información actualizada.')).toBeInTheDocument();
    expect(state.model.update).toHaveBeenCalledWith({ id: 'c9', address: 'B', phone: '1', email: 'a@b.mx', lat: 1, lng: 2 });
    state.model.update.mockRejectedValue(new Error('offline'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Error al actualizar la información.')).toBeInTheDocument();
  });
});
