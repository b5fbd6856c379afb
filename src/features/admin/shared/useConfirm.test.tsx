import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { createTestI18n } from '../../../testing/i18n';
import { useConfirm } from './useConfirm';

function Harness() {
  const { confirm, dialog } = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={async () => setAnswer(String(await confirm('¿Seguro que deseas eliminar esta imagen?')))}>
        Borrar
      </button>
      <output>{answer}</output>
      {dialog}
    </>
  );
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
const renderHarness = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <Harness />
    </I18nextProvider>,
  );

describe('useConfirm', () => {
  it('asks with an alert dialog focused on Cancelar, and answers true only on Eliminar', async () => {
    renderHarness();
    const opener = screen.getByRole('button', { name: 'Borrar' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmar' });
    expect(dialog).toHaveAccessibleDescription('¿Seguro que deseas eliminar esta imagen?');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Eliminar' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('true')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('answers false on Cancelar and on Escape', async () => {
    renderHarness();
    fireEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('false')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('false')).toBeInTheDocument();
  });
});
