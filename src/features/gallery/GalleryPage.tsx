import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Spinner from '../../components/Spinner';
import Alert from '../../components/Alert';
import TagFilter from '../../components/TagFilter';
import StorageImage from '../../components/StorageImage';
import { withLeadImage } from '../../components/storageImageSources';
import type { AsyncState } from '../../lib/useAsync';
import { parseTags } from '../../lib/tags';
import { useFirstScreenDrawn } from '../../lib/first-screen';
import type { PagedList } from '../../lib/usePagedList';
import { useTaggedPages } from '../../lib/useTaggedPages';
import { withReadAhead } from '../../lib/readAhead';
import AccessPanel from '../../components/access-panel/AccessPanel';
import { useSession } from '../../lib/session';
import { useQueryOverlay } from '../../lib/useQueryOverlay';
import { cardsPerPage } from '../../lib/cardsPerPage';
import { GALLERY_CARD_SIZES, GALLERY_CARDS_PER_PAGE, GALLERY_GRID, leadPicture } from './galleryGrid';
import ImageViewer, { type ImageView } from './ImageViewer';
import { fetchImage, fetchImagePage, fetchImageTags, getImageAccess, type GalleryImage, type ImageAccess } from './galleryApi';
import { useOwnedItems } from '../../lib/owned-items';
import { usePriceFormat } from '../../lib/price';
import { LoadMore } from '../../components/LoadMore';
import './GalleryPage.css';

/** The open image's parameter: /galeria?imagen=ID. */
export const IMAGE_PARAM = 'imagen';

/** A granted URL is reused for this long, well inside the signed URLs' lifetime. */
const ACCESS_REUSE_MS = 600_000;
/** The first picture in view (leadPicture) is the page's largest image: it is on its way before the cards render. */
const fetchImagePageWithLead = withReadAhead(withLeadImage(fetchImagePage, leadPicture, GALLERY_CARD_SIZES));

const readTags = withReadAhead(fetchImageTags);

/** The filter's tags and the first page of 'Todos', read from the page's start when this is the first screen (src/main.tsx). */
export function readAhead(): void {
  readTags.start();
  fetchImagePageWithLead.start(null, cardsPerPage(GALLERY_GRID, GALLERY_CARDS_PER_PAGE));
}

/** The address that opens an image in the gallery, for sharing. */
export function imageLink(id: string, origin = window.location.origin): string {
  return `${origin}/galeria?${new URLSearchParams({ [IMAGE_PARAM]: id }).toString()}`;
}

/**
 * The loads start here, in parallel with the page's texts (the content below waits for those):
 * the filter's tags, and the first page of the images of the chosen tag (all of them at first).
 */
export default function GalleryPage() {
  const { tags, tag, setTag, items } = useTaggedPages(
    readTags,
    fetchImagePageWithLead,
    cardsPerPage(GALLERY_GRID, GALLERY_CARDS_PER_PAGE),
    {
      tags: 'Error al obtener etiquetas:',
      items: 'Error al obtener imágenes:',
    },
  );
  return (
    <Suspense fallback={<Spinner />}>
      <GalleryContent tags={tags} tag={tag} onTag={setTag} images={items} />
    </Suspense>
  );
}

function GalleryContent({
  tags: tagList,
  tag,
  onTag,
  images,
}: {
  tags: AsyncState<string[]>;
  tag: string | null;
  onTag: (tag: string | null) => void;
  images: PagedList<GalleryImage>;
}) {
  const { t } = useTranslation('gallery');
  const { role } = useSession();
  const signedIn = role !== 'GUEST';
  const [accessError, setAccessError] = useState(false);
  const [opening, setOpening] = useState(false);
  const [linkMissing, setLinkMissing] = useState(false);
  const overlay = useQueryOverlay(IMAGE_PARAM);
  const openId = overlay.value;
  // What each image opened so far may show, kept by id (a URL is reused while fresh).
  const [views, setViews] = useState<Record<string, ImageView & { at?: number }>>({});
  const viewsRef = useRef(views);
  viewsRef.current = views;
  const [locked, setLocked] = useState<GalleryImage | null>(null);
  const owns = useOwnedItems();
  const price = usePriceFormat();

  const shown = images.items;
  const tags = tagList.status === 'ready' ? tagList.value : [];
  // An image a link names that is not among the pages read: read alone.
  const [linked, setLinked] = useState<GalleryImage | null>(null);

  const altOf = (image: GalleryImage) => {
    const list = parseTags(image.etiquetas);
    if (image.title?.trim()) return image.title.trim();
    return list.length ? t('imageAlt', { tags: list.join(', ') }) : t('imageAltNoTags');
  };

  // A private card shows its texts instead of the image: the button's name starts with them,
  // so what a person sees is what they can say or hear (WCAG 2.5.3, label in name).
  const openLabel = (image: GalleryImage) => {
    // A titled image is named by its title, as its picture is (altOf).
    const open = t('open', { name: image.title?.trim() || parseTags(image.etiquetas).join(', ') || t('imageAltNoTags') });
    if (image.isPublica) return open;
    const shown = owns('IMAGEN', image.id)
      ? [t('unlocked')]
      : [t('privateImage'), ...(image.costo > 0 ? [t('donation', { cost: price(image.costo) })] : [])];
    return t('openPrivate', { shown: shown.join(', '), open });
  };

  /** Asks for an image's URL (unless a fresh one is known) and records what the viewer may show. */
  const resolveAccess = useCallback(
    async (image: GalleryImage): Promise<ImageAccess> => {
      const known = viewsRef.current[image.id];
      if (known?.status === 'ready' && known.at !== undefined && Date.now() - known.at < ACCESS_REUSE_MS) {
        return { ok: true, url: known.url };
      }
      setViews((now) => ({ ...now, [image.id]: { status: 'loading' } }));
      const access = await getImageAccess(image, signedIn);
      const view: ImageView & { at?: number } = access.ok
        ? { status: 'ready', url: access.url, at: Date.now() }
        : { status: access.reason === 'donation' ? 'refused' : 'error' };
      setViews((now) => ({ ...now, [image.id]: view }));
      return access;
    },
    [signedIn],
  );

  /**
   * The one way an image opens, from its card or from a link: the viewer when the visitor may
   * see it, else the access panel (a private image not yet unlocked) or the inline error.
   */
  const openImage = useCallback(
    async (image: GalleryImage, from: 'card' | 'link') => {
      setAccessError(false);
      setOpening(true);
      const access = await resolveAccess(image);
      setOpening(false);
      if (access.ok) {
        if (from === 'card') overlay.open(image.id);
        return;
      }
      if (from === 'link') overlay.close();
      if (access.reason === 'donation') setLocked(image);
      else setAccessError(true);
    },
    [overlay, resolveAccess],
  );

  // A link (or a reload, or Forward) names an image: open it once the first page is known,
  // reading it alone when it is not on that page.
  const listed = openId ? shown.find((image) => image.id === openId) : undefined;
  const current = listed ?? (linked?.id === openId ? linked : undefined);
  useEffect(() => {
    if (!openId || images.status !== 'ready') return;
    if (current) {
      if (!viewsRef.current[openId]) void openImage(current, 'link');
      return;
    }
    let live = true;
    fetchImage(openId).then(
      (image) => {
        if (!live) return;
        if (image) setLinked(image);
        else {
          setLinkMissing(true);
          overlay.close();
        }
      },
      (error: unknown) => {
        console.error('Error al obtener la imagen:', error);
        if (live) setAccessError(true);
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openId, images.status, current]);

  // Previous / next walk the images of the current filter read so far (the one image a link
  // opened when it is not among them); nearing the end reads the next page.
  const browsing = listed ? shown : current ? [current] : [];
  const index = current ? browsing.findIndex((image) => image.id === current.id) : -1;
  const { hasMore, more } = images;
  const nearEnd = listed !== undefined && index >= shown.length - 3;
  useEffect(() => {
    if (nearEnd && hasMore) more();
  }, [nearEnd, hasMore, more]);
  const goTo = (target: GalleryImage | undefined) => {
    if (!target) return undefined;
    return () => {
      overlay.update((next) => next.set(IMAGE_PARAM, target.id));
      void resolveAccess(target);
    };
  };
  const view = current ? views[current.id] : undefined;
  // The lead alone comes at once and first; a public picture further down waits for its turn.
  // Once per list: leadPicture measures the window.
  const lead = useMemo(() => leadPicture(shown), [shown]);
  // With a lead, its picture tells when the first screen is drawn (StorageImage); without (no public picture in the first rows), the list's answer does.
  useFirstScreenDrawn(images.status === 'error' || (images.status === 'ready' && lead === undefined));
  // Once shown, the viewer stays while the next image loads; before that it waits for the first one.
  const [viewerShown, setViewerShown] = useState(false);
  useEffect(() => {
    if (!openId) setViewerShown(false);
    else if (view?.status === 'ready') setViewerShown(true);
  }, [openId, view?.status]);

  const lockedTags = locked ? parseTags(locked.etiquetas).join(', ') : '';

  return (
    <section className="page gallery">
      <h1>{t('title')}</h1>
      {images.status === 'loading' && tag === null && (
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
      {linkMissing && (
        <Alert kind="warning" onDismiss={() => setLinkMissing(false)}>
          {t('notFound')}
        </Alert>
      )}
      {opening && <Spinner size={32} />}
      {tag === null && images.status === 'ready' && shown.length === 0 && <p className="gallery__empty">{t('empty')}</p>}
      {/* The filter stays while a tag's first page is read: choosing one does not move the page. */}
      {(tag !== null || (images.status === 'ready' && shown.length > 0)) && (
        <TagFilter tags={tags} selected={tag} onSelect={onTag} allLabel={t('all')} label={t('filterLabel')} />
      )}
      {images.status === 'loading' && tag !== null && (
        <div className="page-loading">
          <Spinner label={t('loading')} />
        </div>
      )}
      {images.status === 'ready' &&
        (tag === null && shown.length === 0 ? null : (
          <>
            {shown.length === 0 && <p className="gallery__empty">{t('emptyTag')}</p>}
            <ul className="gallery__grid">
              {shown.map((image) => (
                <li key={image.id} className="gallery-card">
                  <button
                    type="button"
                    className="gallery-card__open"
                    onClick={() => void openImage(image, 'card')}
                    aria-label={openLabel(image)}
                  >
                    {image.isPublica ? (
                      <StorageImage
                        path={image.filePath}
                        alt={altOf(image)}
                        className="gallery-card__image"
                        sizes={GALLERY_CARD_SIZES}
                        // The lead is the largest element of the first screen: at once, first.
                        {...(image.filePath === lead ? { loading: 'eager', fetchPriority: 'high' } : {})}
                      />
                    ) : owns('IMAGEN', image.id) ? (
                      <span className="gallery-card__locked gallery-card__locked--open">
                        <PadlockIcon open />
                        <span>{t('unlocked')}</span>
                      </span>
                    ) : (
                      <span className="gallery-card__locked">
                        <PadlockIcon />
                        <span>{t('privateImage')}</span>
                        {/* The space keeps the texts apart in the button's visible label, as they are on screen. */}
                        {image.costo > 0 && (
                          <>
                            {' '}
                            <span>{t('donation', { cost: price(image.costo) })}</span>
                          </>
                        )}
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
            {images.hasMore && <LoadMore shown={shown.length} onMore={more} busy={images.loadingMore} failed={images.moreFailed} />}
          </>
        ))}
      {current && view && (viewerShown || view.status === 'ready') && index >= 0 && (
        <ImageViewer
          image={current}
          view={view}
          position={index + 1}
          total={browsing.length}
          complete={!listed || !hasMore}
          onPrev={goTo(browsing[index - 1])}
          onNext={goTo(browsing[index + 1])}
          shareUrl={imageLink(current.id)}
          alt={altOf(current)}
          onClose={overlay.close}
        />
      )}
      <AccessPanel
        item={
          locked && {
            kind: 'IMAGEN',
            id: locked.id,
            title: lockedTags ? `${t('privateImage')}: ${lockedTags}` : t('privateImage'),
            price: locked.costo,
          }
        }
        message={t('requiresDonation')}
        returnTo={locked ? `/galeria?${new URLSearchParams({ [IMAGE_PARAM]: locked.id }).toString()}` : '/galeria'}
        onClose={() => setLocked(null)}
      />
    </section>
  );
}

/** A padlock, closed on private images, open on those the visitor holds. */
function PadlockIcon({ open = false }: { open?: boolean }) {
  return (
    <svg className="gallery-card__lock" viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
      <path
        fill="currentColor"
        d={
          open
            ? 'M12 2a5 5 0 0 0-5 5h2a3 3 0 1 1 6 0v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm0 11.5a1.5 1.5 0 0 1 .75 2.8V18h-1.5v-1.7A1.5 1.5 0 0 1 12 13.5Z'
            : 'M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Zm3 3.5a1.5 1.5 0 0 1 .75 2.8V18h-1.5v-1.7A1.5 1.5 0 0 1 12 13.5Z'
        }
      />
    </svg>
  );
}
