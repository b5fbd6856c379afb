import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Spinner from '../../components/Spinner';
import Alert from '../../components/Alert';
import TagFilter from '../../components/TagFilter';
import { useAsync, type AsyncState } from '../../lib/useAsync';
import { distinctTags, filterByTag } from '../../lib/tags';
import { showAlert } from '../../components/browserAlert';
import { useSession } from '../../lib/session';
import VideoCard from './VideoCard';
import VideoPlayer from './VideoPlayer';
import { fetchVideos, getVideoAccess, registerView, type Video } from './videosApi';
import './VideoGalleryPage.css';

/** The load starts here, in parallel with the page's texts (the content below waits for those). */
export default function VideoGalleryPage() {
  const videos = useAsync(fetchVideos, 'Error al cargar el video.');
  return (
    <Suspense fallback={<Spinner />}>
      <VideoGalleryContent videos={videos} />
    </Suspense>
  );
}

function VideoGalleryContent({ videos }: { videos: AsyncState<Video[]> }) {
  const { t } = useTranslation('videos');
  const { role } = useSession();
  const [tag, setTag] = useState<string | null>(null);
  const [playing, setPlaying] = useState<{ video: Video; url: string } | null>(null);
  const [opening, setOpening] = useState(false);
  const [views, setViews] = useState<Record<string, number>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);

  const list = useMemo(
    () =>
      videos.status === 'ready'
        ? videos.value.map((v) => (views[v.id] !== undefined ? { ...v, views: views[v.id] } : v))
        : [],
    [videos, views],
  );
  const tags = useMemo(() => distinctTags(list, (v) => v.tags), [list]);
  const shown = useMemo(() => filterByTag(list, tag, (v) => v.tags), [list, tag]);

  // Opening and closing the player change the page's heading: focus moves to it, so it is announced.
  const playerShown = playing !== null;
  const playerWasShown = useRef(false);
  useEffect(() => {
    if (playerShown || playerWasShown.current) headingRef.current?.focus();
    playerWasShown.current = playerShown;
  }, [playerShown]);

  const open = async (video: Video) => {
    setOpening(true);
    const access = await getVideoAccess(video, role !== 'GUEST');
    setOpening(false);
    if (!access.ok) {
      showAlert(access.reason === 'private' ? t('errors.private') : t('errors.signing'));
      return;
    }
    setPlaying({ video, url: access.url });
    const count = await registerView(video.id);
    if (count !== undefined) setViews((current) => ({ ...current, [video.id]: count }));
  };

  const current = playing ? (list.find((v) => v.id === playing.video.id) ?? playing.video) : null;

  return (
    <section className="page videos">
      <h1 ref={headingRef} tabIndex={-1}>
        {playing ? t('playerTitle') : t('title')}
      </h1>
      {videos.status === 'loading' && (
        <div className="page-loading">
          <Spinner label={t('loading')} />
        </div>
      )}
      {videos.status === 'error' && <Alert kind="error">{t('loadError')}</Alert>}
      {opening && <Spinner label={t('opening')} size={32} />}
      {playing && current && (
        <VideoPlayer key={current.id} video={current} url={playing.url} onClose={() => setPlaying(null)} />
      )}
      {videos.status === 'ready' && !playing && (
        <>
          {list.length === 0 ? (
            <p className="videos__empty">{t('empty')}</p>
          ) : (
            <>
              <TagFilter tags={tags} selected={tag} onSelect={setTag} allLabel={t('all')} label={t('filterLabel')} />
              {shown.length === 0 && <p className="videos__empty">{t('emptyTag')}</p>}
              <div className="videos__grid">
                {shown.map((video) => (
                  <VideoCard key={video.id} video={video} onOpen={(v) => void open(v)} />
                ))}
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
