import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '../../components/Alert';
import ShareButton from '../../components/ShareButton';
import { addComment, type LocalComment } from './comments';
import type { Video } from './videosApi';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export interface VideoPlayerProps {
  video: Video;
  url: string;
  /** The address that opens this video, for sharing. */
  shareUrl: string;
  onClose: () => void;
}

/**
 * The player: native controls, maximise/minimise, close (also Escape: a maximised player is
 * minimised first), share, and a like and comments kept on this page only.
 */
export default function VideoPlayer({ video, url, shareUrl, onClose }: VideoPlayerProps) {
  useDocumentTitle(video.title);
  const { t } = useTranslation('videos');
  const [maximized, setMaximized] = useState(false);
  const [liked, setLiked] = useState(false);
  const [comments, setComments] = useState<readonly LocalComment[]>([]);
  const [draft, setDraft] = useState('');
  const [loadFailed, setLoadFailed] = useState(false);
  const nextId = useRef(1);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => closeRef.current?.focus(), []);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // A comment being written is not thrown away by Escape.
      if (event.target instanceof HTMLTextAreaElement && event.target.value.trim() !== '') return;
      event.preventDefault();
      if (maximized) setMaximized(false);
      else latestClose.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [maximized]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = addComment(comments, draft, nextId.current);
    if (next !== comments) nextId.current += 1;
    setComments(next);
    setDraft('');
  };

  const likes = (video.likes ?? 0) + (liked ? 1 : 0);

  return (
    <section className={`video-player${maximized ? ' video-player--maximized' : ''}`} aria-labelledby="video-player-title">
      <div className="video-player__bar">
        <h2 id="video-player-title" className="video-player__title">
          {video.title}
        </h2>
        <button type="button" className="button" aria-pressed={maximized} onClick={() => setMaximized((m) => !m)}>
          {maximized ? t('player.minimize') : t('player.maximize')}
        </button>
        <ShareButton url={shareUrl} title={video.title} placement="below" />
        <button type="button" className="button" ref={closeRef} onClick={onClose}>
          {t('player.close')}
        </button>
      </div>
      {loadFailed && <Alert kind="error">{t('errors.load')}</Alert>}
      {/* Videos are uploaded without caption files: the model has no field for one yet. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        className="video-player__video"
        src={url}
        controls
        autoPlay
        playsInline
        preload="metadata"
        onError={() => setLoadFailed(true)}
        aria-label={video.title}
      />
      <p className="video-player__description">{video.description}</p>
      <div className="video-player__actions">
        <button type="button" className="button" aria-pressed={liked} onClick={() => setLiked((l) => !l)}>
          <span aria-hidden="true">{liked ? '♥' : '♡'} </span>
          {liked ? t('player.liked') : t('player.like')}
        </button>
        <span>{t('likes', { count: likes })}</span>
        <span>{t('views', { count: video.views ?? 0 })}</span>
      </div>
      <section className="video-player__comments" aria-labelledby="video-comments-title">
        <h3 id="video-comments-title">{t('player.comments')}</h3>
        <p className="video-player__note">{t('player.localNote')}</p>
        {comments.length === 0 ? (
          <p>{t('player.noComments')}</p>
        ) : (
          <ul className="video-player__comment-list">
            {comments.map((comment) => (
              <li key={comment.id} className="video-player__comment">
                <strong>{t('player.anonymous')}</strong>
                <p>{comment.text}</p>
              </li>
            ))}
          </ul>
        )}
        <form className="video-player__comment-form" onSubmit={submit}>
          <label htmlFor="video-comment">{t('player.commentLabel')}</label>
          <textarea
            id="video-comment"
            rows={2}
            value={draft}
            placeholder={t('player.commentPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            {t('player.send')}
          </button>
        </form>
      </section>
    </section>
  );
}
