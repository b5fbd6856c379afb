import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import StorageImage from '../../components/StorageImage';
import { BANNER_IMAGE_SIZES } from './bannerImages';
import { useSlideshow } from './useSlideshow';
import './BannerSlideshow.css';

export interface BannerSlideshowProps {
  slides: readonly string[];
}

/** The banner: one slide at a time, autoplay every 3000 ms, dots that jump (and stop autoplay), play/pause. */
export default function BannerSlideshow({ slides }: BannerSlideshowProps) {
  const { t } = useTranslation('home');
  const { index, playing, goTo, togglePlaying } = useSlideshow(slides.length);
  const total = slides.length;
  // Slides fetch their image when first shown, and the next one once the shown one has loaded,
  // so on a slow connection the later slides do not compete with the first for bandwidth.
  const [reached, setReached] = useState<ReadonlySet<number>>(() => new Set([0]));
  const reach = useCallback(
    (slide: number) => setReached((current) => (current.has(slide) ? current : new Set([...current, slide]))),
    [],
  );
  useEffect(() => reach(index), [index, reach]);

  return (
    <section className="banner" aria-roledescription="carousel" aria-label={t('bannerLabel')}>
      <div className="banner__viewport" aria-live={playing ? 'off' : 'polite'}>
        {slides.map((path, i) => (
          <div
            key={path}
            className={`banner__slide${i === index ? ' banner__slide--active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slide', { n: i + 1, total })}
            aria-hidden={i !== index}
          >
            {reached.has(i) && (
              <StorageImage
                path={path}
                alt={t('slide', { n: i + 1, total })}
                className="banner__image"
                sizes={BANNER_IMAGE_SIZES}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                loading="eager"
                onLoad={() => i === index && reach((i + 1) % total)}
              />
            )}
          </div>
        ))}
      </div>
      {/* The controls' row is there with a single slide too, so the banner has one height whatever its slides. */}
      <div className="banner__controls">
        {total > 1 && (
          <>
            <button
              type="button"
              className="banner__play"
              onClick={togglePlaying}
              aria-label={playing ? t('pause') : t('play')}
              data-playing={playing}
            >
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            </button>
            <div className="banner__dots">
              {slides.map((path, i) => (
                <button
                  key={path}
                  type="button"
                  className="banner__dot"
                  aria-label={t('goToSlide', { n: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => goTo(i)}
                />
              ))}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
