import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n } from '../testing/i18n';
import { seriousViolations } from '../testing/axe';
import Modal from './Modal';
import Spinner from './Spinner';

createTestI18n('es');

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Abrir</button>
      <Modal
        open={open}
        title="Editar Nombre"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <input aria-label="Nombre" />
        <button>Guardar Cambios</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('moves focus inside, keeps Tab inside and returns focus on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Editar Nombre' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Cerrar' });
    expect(close).toHaveFocus();

    await user.tab();
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Guardar Cambios' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Guardar Cambios' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('has no serious axe-core violation when open', async () => {
    render(<Harness />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await seriousViolations()).toEqual([]);
  }, 30_000);

  it('closes on a backdrop click but not on a click inside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(screen.getByLabelText('Nombre'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('Spinner', () => {
  it('is 50 px by default and announces loading', () => {
    const { container } = render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect((container.querySelector('.spinner__ring') as HTMLElement).style.width).toBe('50px');
  });
});
