import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import ScrollReset from './ScrollReset';

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      atrás
    </button>
  );
}

function renderPages() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <ScrollReset />
      <Link to="/contacto">contacto</Link>
      <Link to="/contacto?tema=libros">tema</Link>
      <Back />
      <Routes>
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ScrollReset', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });

  it('opens a new page at its top, keeps the position for a query change and for back', async () => {
    renderPages();
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'contacto' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'tema' }));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'atrás' }));
      await userEvent.click(screen.getByRole('button', { name: 'atrás' }));
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
