import { fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../testing/i18n';
import { GalleryImageCard } from './GalleryImageCard';
import type { GalleryImage } from './useGalleryAdmin';

const image = {
  id: 'i1',
  filePath: 'galeria/public/oracion.jpg',
  etiquetas: 'oración',
  isPublica: true,
  costo: 0,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
} as GalleryImage;

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});

describe('GalleryImageCard', () => {
  it('keeps what the admin is typing when the image is read again with the same values', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const card = (shown: GalleryImage) => <GalleryImageCard image={shown} onSave={vi.fn()} onDelete={vi.fn()} />;
    const { rerender } = render(card(image), { wrapper });
    const title = () => screen.getByLabelText('Título de la imagen oracion.jpg');
    const tags = () => screen.getByLabelText('Etiquetas de la imagen oracion.jpg');
    fireEvent.change(title(), { target: { value: 'La oración' } });
    fireEvent.change(tags(), { target: { value: 'oración, rosario' } });
    // As the tag index's repair hands it back: a new record, its missing title now null.
    rerender(card({ ...image, title: null, catalogo: 'IMAGEN' } as GalleryImage));
    expect(title()).toHaveValue('La oración');
    expect(tags()).toHaveValue('oración, rosario');
    // Changed values, after a save or another admin's, replace the fields'.
    rerender(card({ ...image, title: 'Oración', etiquetas: 'oración,rosario' } as GalleryImage));
    expect(title()).toHaveValue('Oración');
  });
});
