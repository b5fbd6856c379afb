import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Spinner from '../../components/Spinner';
import { LoadMore } from '../../components/LoadMore';
import Alert from '../../components/Alert';
import TagFilter from '../../components/TagFilter';
import type { AsyncState } from '../../lib/useAsync';
import type { PagedList } from '../../lib/usePagedList';
import { useTaggedPages } from '../../lib/useTaggedPages';
import { withReadAhead } from '../../lib/readAhead';
import { showAlert } from '../../components/browserAlert';
import AccessPanel from '../../components/access-panel/AccessPanel';
import { useSession } from '../../lib/session';
import { useQueryOverlay } from '../../lib/useQueryOverlay';
import { cardsPerPage } from '../../lib/cardsPerPage';
import { useFirstScreenDrawn } from '../../lib/first-screen';
import { useOwnedItems } from '../../lib/owned-items';
import { withLeadImage } from '../../components/storageImageSources';
import VideoCard from './VideoCard';
import { leadThumbnail, THUMB_SIZES, VIDEO_CARDS_PER_PAGE, VIDEO_GRID } from './videoGrid';
import VideoPlayer from './VideoPlayer';
import { fetchVideo, fetchVideoPage, fetchVideoTags, getVideoAccess, registerView, type Video } from './videosApi';
import './VideoGalleryPage.css';

/** The open video's parameter: /conferencias?video=ID. */
export const VIDEO_PARAM = 'video';

/** The address that opens a video, for sharing. */
export function videoLink(id: string, origin = window.location.origin): string {
  return `${origin}/conferencias?${new URLSearchParams({ [VIDEO_PARAM]: id }).toString()}`;
}

/** The first card's thumbnail is the page's largest image: it is on its way before the cards render. */
const fetchVideoPageWithLead = withReadAhead(withLeadImage(fetchVideoPage, leadThumbnail, THUMB_SIZES));

const readTags = withReadAhead(fetchVideoTags);

/** The filter's tags and the first page of 'Todos', read from the page's start when this is the first screen (src/main.tsx). */
export function readAhead(): void {
  readTags.start();
  fetchVideoPageWithLead.start(null, cardsPerPage(VIDEO_GRID, VIDEO_CARDS_PER_PAGE));
}

/**
 * The loads start here, in parallel with the page's texts (the content below waits for those):
 * the filter's tags, and the first page of the videos of the chosen tag (all of them at first).
 */
export default function VideoGalleryPage() {
  const { tags, tag, setTag, items } = useTaggedPages(readTags, fetchVideoPageWithLead, cardsPerPage(VIDEO_GRID, VIDEO_CARDS_PER_PAGE), {
    tags: 'Error al cargar las etiquetas.',
    items: 'Error al cargar el video.',
  });
  return (
    <Suspense fallback={<Spinner />}>
      <VideoGalleryContent tags={tags} tag={tag} onTag={setTag} videos={items} />
    </Suspense>
  );
}

function VideoGalleryContent({
  tags: tagList,
  tag,
  onTag,
  videos,
}: {
  tags: AsyncState<string[]>;
  tag: string | null;
  onTag: (tag: string | null) => void;
  videos: PagedList<Video>;
}) {
  const { t } = useTranslation('videos');
  const { role } = useSession();
  const [playing, setPlaying] = useState<{ id: string; url: string } | null>(null);
  const [opening, setOpening] = useState(false);
  const [linkMissing, setLinkMissing] = useState(false);
  const [locked, setLocked] = useState<Video | null>(null);
  const owns = useOwnedItems();
  const [views, setViews] = useState<Record<string, number>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The open video lives in the address, so a link opens it, a reload reopens it and Back closes it.
  const overlay = useQueryOverlay(VIDEO_PARAM);
  const openId = overlay.value;

  // A video a link names that is not among the pages read: read alone.
  const [linked, setLinked] = useState<Video | null>(null);
  const withViews = useCallback((v: Video) => (views[v.id] !== undefined ? { ...v, views: views[v.id] } : v), [views]);
  const shown = useMemo(() => videos.items.map(withViews), [videos.items, withViews]);
  const tags = tagList.status === 'ready' ? tagList.value : [];
  // With videos, the first thumbnail tells when the first screen is drawn (StorageImage); without, the list's answer does.
  useFirstScreenDrawn(videos.status === 'error' || (videos.status === 'ready' && shown.length === 0));

  // Opening and closing the player change the page's heading: focus moves to it, so it is announced.
  const playerShown = playing !== null;
  const playerWasShown = useRef(false);
  useEffect(() => {
    if (playerShown || playerWasShown.current) headingRef.current?.focus();
    playerWasShown.current = playerShown;
  }, [playerShown]);

  /**
   * The one way a video opens, from its card or from a link: it plays when the visitor may
   * watch it (free, or paid and bought); a paid one not yet unlocked opens the access panel.
   */
  const openVideo = useCallback(
    async (video: Video, from: 'card' | 'link') => {
      setOpening(true);
      const access = await getVideoAccess(video, role !== 'GUEST');
      setOpening(false);
      if (!access.ok) {
        if (from === 'link') overlay.close();
        if (access.reason === 'private') setLocked(video);
        else showAlert(t('errors.signing'));
        return;
      }
      setPlaying({ id: video.id, url: access.url });
      if (from === 'card') overlay.open(video.id);
      const count = await registerView(video.id);
      if (count !== undefined) setViews((current) => ({ ...current, [video.id]: count }));
    },
    [overlay, role, t],
  );

  // The address names the video to play: a link, a reload, Back and Forward all pass here.
  useEffect(() => {
    if (videos.status !== 'ready') return;
    if (!openId) {
      setPlaying(null);
      return;
    }
    if (playing?.id === openId) return;
    const listed = videos.items.find((v) => v.id === openId);
    if (listed) {
      void openVideo(listed, 'link');
      return;
    }
    let live = true;
    fetchVideo(openId).then(
      (video) => {
        if (!live) return;
        if (video) {
          setLinked(video);
          void openVideo(video, 'link');
        } else {
          setLinkMissing(true);
          overlay.close();
        }
      },
      (error: unknown) => {
        console.error('Error al cargar el video.', error);
        if (live) showAlert(t('errors.signing'));
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openId, videos.status]);

  const playingVideo = playing
    ? (videos.items.find((v) => v.id === playing.id) ?? (linked?.id === playing.id ? linked : undefined))
    : undefined;
  const current = playingVideo && withViews(playingVideo);

  return (
    <section className="page videos">
      <h1 ref={headingRef} tabIndex={-1}>
        {playing ? t('playerTitle') : t('title')}
      </h1>
      {videos.status === 'loading' && tag === null && (
        <div className="page-loading">
          <Spinner label={t('loading')} />
        </div>
      )}
      {videos.status === 'error' && <Alert kind="error">{t('loadError')}</Alert>}
      {linkMissing && (
        <Alert kind="warning" onDismiss={() => setLinkMissing(false)}>
          {t('notFound')}
        </Alert>
      )}
      {opening && <Spinner label={t('opening')} size={32} />}
      {playing && current && (
        <VideoPlayer key={current.id} video={current} url={playing.url} shareUrl={videoLink(current.id)} onClose={overlay.close} />
      )}
      {!playing && tag === null && videos.status === 'ready' && shown.length === 0 && <p className="videos__empty">{t('empty')}</p>}
      {/* The filter stays while a tag's first page is read: choosing one does not move the page. */}
      {!playing && (tag !== null || (videos.status === 'ready' && shown.length > 0)) && (
        <TagFilter tags={tags} selected={tag} onSelect={onTag} allLabel={t('all')} label={t('filterLabel')} />
      )}
      {!playing && videos.status === 'loading' && tag !== null && (
        <div className="page-loading">
          <Spinner label={t('loading')} />
        </div>
      )}
      {videos.status === 'ready' && !playing && (tag !== null || shown.length > 0) && (
        <>
          {shown.length === 0 && <p className="videos__empty">{t('emptyTag')}</p>}
          <div className="videos__grid">
            {shown.map((video, index) => (
              <VideoCard
                key={video.id}
                video={video}
                priority={index === 0}
                unlocked={!video.isFree && owns('CONFERENCIA', video.id)}
                onOpen={(v) => void openVideo(v, 'card')}
              />
            ))}
          </div>
          {videos.hasMore && <LoadMore shown={shown.length} onMore={videos.more} busy={videos.loadingMore} failed={videos.moreFailed} />}
        </>
      )}
      <AccessPanel
        item={
          locked && {
            kind: 'CONFERENCIA',
            id: locked.id,
            title: locked.title,
            description: locked.description,
            previewPath: locked.thumbnailPath,
            price: locked.cost,
          }
        }
        message={t('errors.private')}
        returnTo={locked ? `/conferencias?${new URLSearchParams({ [VIDEO_PARAM]: locked.id }).toString()}` : '/conferencias'}
        onClose={() => setLocked(null)}
      />
    </section>
  );
}
