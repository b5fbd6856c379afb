import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { usePagedList } from '../lib/usePagedList';
import { createTestI18n } from '../testing/i18n';
import { LoadMore } from './LoadMore';

const items = Array.from({ length: 25 }, (_, i) => `Tarjeta ${i + 1}`);

/** A list read ten at a time, as the grids read theirs from the server; `filter` is a new query. */
function Grid({ filter }: { filter: string | null }) {
  const list = filter ? items.filter((item) => item.endsWith(filter)) : items;
  const page = (nextToken?: string) => {
    const start = Number(nextToken ?? 0);
    return Promise.resolve({ items: list.slice(start, start + 10), nextToken: start + 10 < list.length ? String(start + 10) : null });
  };
  const drawn = usePagedList(page, filter, 'test');
  return (
    <>
      <ul aria-label="Tarjetas">
        {drawn.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {drawn.hasMore && <LoadMore shown={drawn.items.length} onMore={drawn.more} busy={drawn.loadingMore} />}
    </>
  );
}

const renderGrid = (filter: string | null = null) => {
  const i18n = createTestI18n();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Grid filter={filter} />
    </I18nextProvider>,
  );
  return {
    ...view,
    rerenderWith: (next: string | null) =>
      view.rerender(
        <I18nextProvider i18n={i18n}>
          <Grid filter={next} />
        </I18nextProvider>,
      ),
  };
};
const cards = () => screen.queryAllByRole('listitem').length;
const cardsBecome = (count: number) => waitFor(() => expect(cards()).toBe(count));

describe('LoadMore with a list read a page at a time', () => {
  it('draws a page at a time with Cargar más, says how many are shown, and goes when all are', async () => {
    renderGrid();
    await cardsBecome(10);
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 10');
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await cardsBecome(20);
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 20');
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await cardsBecome(25);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
  });

  it('starts again from the first page when the filter changes', async () => {
    const { rerenderWith } = renderGrid();
    await cardsBecome(10);
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await cardsBecome(20);
    rerenderWith('1'); // Tarjeta 1, 11, 21
    await cardsBecome(3);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    rerenderWith(null);
    await cardsBecome(10);
  });

  describe('while scrolling', () => {
    const callbacks: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    class FakeObserver {
      constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {
        callbacks.splice(callbacks.indexOf(this.callback), 1);
      }
    }
    beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
    afterEach(() => {
      vi.unstubAllGlobals();
      callbacks.length = 0;
    });

    it('reads the next page when the button comes near the window, and again if it stays near', async () => {
      renderGrid();
      await cardsBecome(10);
      // The button watches from an effect, which may run a moment after the cards are drawn.
      await waitFor(() => expect(callbacks).toHaveLength(1));
      act(() => callbacks.at(-1)!([{ isIntersecting: false }]));
      expect(cards()).toBe(10);
      act(() => callbacks.at(-1)!([{ isIntersecting: true }]));
      await cardsBecome(20);
      // Observed anew after growing: still near, it reads the rest.
      await waitFor(() => expect(callbacks).toHaveLength(1));
      act(() => callbacks.at(-1)!([{ isIntersecting: true }]));
      await cardsBecome(25);
      expect(callbacks).toHaveLength(0);
    });
  });

  describe('its states', () => {
    const renderButton = (props: { busy?: boolean; failed?: boolean }, onMore = vi.fn()) => {
      render(
        <I18nextProvider i18n={createTestI18n()}>
          <LoadMore shown={48} onMore={onMore} {...props} />
        </I18nextProvider>,
      );
      return onMore;
    };

    it('counts what is shown (the total is not read), says when the next page is on its way', () => {
      renderButton({ busy: true });
      expect(screen.getByRole('status')).toHaveTextContent('Mostrando 48');
      expect(screen.getByRole('status')).not.toHaveTextContent(' de ');
      expect(screen.getByRole('button', { name: 'Cargando más…' })).toHaveAttribute('aria-busy', 'true');
    });

    it('says when the next page failed, and the button asks again', () => {
      const onMore = renderButton({ failed: true });
      expect(screen.getByRole('status')).toHaveTextContent('No se pudieron cargar más. Inténtalo de nuevo.');
      fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
      expect(onMore).toHaveBeenCalledTimes(1);
    });
  });
});
