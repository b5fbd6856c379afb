import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { useProgressiveList } from '../lib/useProgressiveList';
import { createTestI18n } from '../testing/i18n';
import { LoadMore } from './LoadMore';

const items = Array.from({ length: 25 }, (_, i) => `Tarjeta ${i + 1}`);

function Grid({ filter }: { filter: string | null }) {
  const list = filter ? items.filter((item) => item.endsWith(filter)) : items;
  const drawn = useProgressiveList(list, 10, filter);
  return (
    <>
      <ul aria-label="Tarjetas">
        {drawn.visible.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {drawn.more && <LoadMore shown={drawn.visible.length} total={drawn.total} onMore={drawn.more} />}
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
const cards = () => screen.getAllByRole('listitem').length;

describe('LoadMore with useProgressiveList', () => {
  it('draws a step at a time with Cargar más, says how many are shown, and goes when all are', () => {
    renderGrid();
    expect(cards()).toBe(10);
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 10 de 25');
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(cards()).toBe(20);
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 20 de 25');
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(cards()).toBe(25);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
  });

  it('starts again from one step when the filter changes', () => {
    const { rerenderWith } = renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(cards()).toBe(20);
    rerenderWith('1'); // Tarjeta 1, 11, 21
    expect(cards()).toBe(3);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    rerenderWith(null);
    expect(cards()).toBe(10);
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

    it('draws the next step when the button comes near the window, and again if it stays near', () => {
      renderGrid();
      expect(cards()).toBe(10);
      act(() => callbacks.at(-1)!([{ isIntersecting: false }]));
      expect(cards()).toBe(10);
      act(() => callbacks.at(-1)!([{ isIntersecting: true }]));
      expect(cards()).toBe(20);
      // Observed anew after growing: still near, it draws the rest.
      act(() => callbacks.at(-1)!([{ isIntersecting: true }]));
      expect(cards()).toBe(25);
      expect(callbacks).toHaveLength(0);
    });
  });

  describe('with a list read a page at a time', () => {
    const renderButton = (props: { busy?: boolean; failed?: boolean }, onMore = vi.fn()) => {
      render(
        <I18nextProvider i18n={createTestI18n()}>
          <LoadMore shown={48} onMore={onMore} {...props} />
        </I18nextProvider>,
      );
      return onMore;
    };

    it('counts what is shown without a total, says when the next page is on its way', () => {
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
