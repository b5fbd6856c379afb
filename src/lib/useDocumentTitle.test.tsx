import { render } from '@testing-library/react';
import { useDocumentTitle, useRouteTitle } from './useDocumentTitle';

function Route({ title }: { title: string | null }) {
  useRouteTitle(title, 'Educando en la Fe');
  return null;
}

function Item({ title }: { title?: string | null }) {
  useDocumentTitle(title);
  return null;
}

describe('document title', () => {
  it('is the route title and the site name, or the site name alone', () => {
    const { rerender } = render(<Route title="Galería de Videos" />);
    expect(document.title).toBe('Galería de Videos · Educando en la Fe');
    rerender(<Route title={null} />);
    expect(document.title).toBe('Educando en la Fe');
  });

  it('shows an open item on top of the route, whatever the mount order, and the route again once it closes', () => {
    const { rerender } = render(
      <>
        <Item title="La oración" />
        <Route title="Galería de Videos" />
      </>,
    );
    expect(document.title).toBe('La oración · Educando en la Fe');
    rerender(
      <>
        <Item title="Los Sacramentos" />
        <Route title="Galería de Videos" />
      </>,
    );
    expect(document.title).toBe('Los Sacramentos · Educando en la Fe');
    rerender(
      <>
        <Item title={null} />
        <Route title="Galería de Videos" />
      </>,
    );
    expect(document.title).toBe('Galería de Videos · Educando en la Fe');
    rerender(<Route title="Recursos de Apoyo" />);
    expect(document.title).toBe('Recursos de Apoyo · Educando en la Fe');
  });

  it('keeps the item opened last on top while two are open', () => {
    const { rerender } = render(
      <>
        <Route title="Inicio" />
        <Item title="Libro A" />
      </>,
    );
    rerender(
      <>
        <Route title="Inicio" />
        <Item title="Libro A" />
        <Item title="Imagen B" />
      </>,
    );
    expect(document.title).toBe('Imagen B · Educando en la Fe');
    rerender(
      <>
        <Route title="Inicio" />
        <Item title="Libro A" />
      </>,
    );
    expect(document.title).toBe('Libro A · Educando en la Fe');
  });
});
