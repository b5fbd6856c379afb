import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Spinner from '../../components/Spinner';
import Alert from '../../components/Alert';
import TagFilter from '../../components/TagFilter';
import StorageImage from '../../components/StorageImage';
import { useAsync, type AsyncState } from '../../lib/useAsync';
import { distinctTags, filterByTag, parseTags } from '../../lib/tags';
import { showAlert } from '../../components/browserAlert';
import { useSession } from '../../lib/session';
import ImageViewer from './ImageViewer';
import { fetchImages, getImageAccess, type GalleryImage } from './galleryApi';
import './GalleryPage.css';

/** The load starts here, in parallel with the page's texts (the content below waits for those). */
export default function GalleryPage() {
  const images = useAsync(fetchImages, 'Error al obtener imágenes:');
  return (
    <Suspense fallback={<Spinner />}>
      <GalleryContent images={images} />
    </Suspense>
  );
}

function GalleryContent({ images }: { images: AsyncState<GalleryImage[]> }) {
  const { t } = useTranslation('gallery');
  const { role } = useSession();
  const [tag, setTag] = useState<string | null>(null);
  const [viewing, setViewing] = useState<{ url: string; alt: string } | null>(null);
  const [accessError, setAccessError] = useState(false);
  const [opening, setOpening] = useState(false);

  const all = useMemo(() => (images.status === 'ready' ? images.value : []), [images]);
  const tags = useMemo(() => distinctTags(all, (i) => i.etiquetas), [all]);
  const shown = useMemo(() => filterByTag(all, tag, (i) => i.etiquetas), [all, tag]);

  const altOf = (image: GalleryImage) => {
    const list = parseTags(image.etiquetas);
    return list.length ? t('imageAlt', { tags: list.join(', ') }) : t('imageAltNoTags');
  };

  // A private card shows its texts instead of the image: the button's name starts with them,
  // so what a person sees is what they can say or hear (WCAG 2.5.3, label in name).
  const openLabel = (image: GalleryImage) => {
    const open = t('open', { tags: parseTags(image.etiquetas).join(', ') || t('imageAltNoTags') });
    if (image.isPublica) return open;
    const shown = [t('privateImage'), ...(image.costo > 0 ? [t('donation', { cost: image.costo.toFixed(2) })] : [])];
    return t('openPrivate', { shown: shown.join(', '), open });
  };

  const open = async (image: GalleryImage) => {
    setAccessError(false);
    setOpening(true);
    const access = await getImageAccess(image, role !== 'GUEST');
    setOpening(false);
    if (access.ok) setViewing({ url: access.url, alt: altOf(image) });
    else if (access.reason === 'donation') showAlert(t('requiresDonation'));
    else setAccessError(true);
  };

  return (
    <section className="page gallery">
      <h1>{t('title')}</h1>
      {images.status === 'loading' && (
        <div className="page-loading">
          <Spinner label={t('loading')} />
        </div>
      )}
      {images.status === 'error' && <Alert kind="error">{t('loadError')}</Alert>}
      {accessError && (
        <p className="gallery__access-error" role="alert">
          {t('accessError')}
        </p>
      )}
      {opening && <Spinner size={32} />}
      {images.status === 'ready' &&
        (all.length === 0 ? (
          <p className="gallery__empty">{t('empty')}</p>
        ) : (
          <>
            <TagFilter tags={tags} selected={tag} onSelect={setTag} allLabel={t('all')} label={t('filterLabel')} />
            {shown.length === 0 && <p className="gallery__empty">{t('emptyTag')}</p>}
            <ul className="gallery__grid">
              {shown.map((image) => (
                <li key={image.id} className="gallery-card">
                  <button
                    type="button"
                    className="gallery-card__open"
                    onClick={() => void open(image)}
                    aria-label={openLabel(image)}
                  >
                    {image.isPublica ? (
                      <StorageImage path={image.filePath} alt={altOf(image)} className="gallery-card__image" />
                    ) : (
                      <span className="gallery-card__locked">
                        <svg
                          className="gallery-card__lock"
                          viewBox="0 0 24 24"
                          width="36"
                          height="36"
                          aria-hidden="true"
                        >
                          <path
                            fill="currentColor"
                            d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Zm3 3.5a1.5 1.5 0 0 1 .75 2.8V18h-1.5v-1.7A1.5 1.5 0 0 1 12 13.5Z"
                          />
                        </svg>
                        <span>{t('privateImage')}</span>
                        {/* The space keeps the texts apart in the button's visible label, as they are on screen. */}
                        {image.costo > 0 && <> <span>{t('donation', { cost: image.costo.toFixed(2) })}</span></>}
                      </span>
                    )}
                  </button>
                  <ul className="gallery-card__tags" aria-label={t('tagsLabel')}>
                    {parseTags(image.etiquetas).map((name) => (
                      <li key={name} className="chip">
                        {name}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </>
        ))}
      {viewing && <ImageViewer url={viewing.url} alt={viewing.alt} onClose={() => setViewing(null)} />}
    </section>
  );
}
