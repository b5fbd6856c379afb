import { useMemo } from 'react';
import { createAvatar } from '@dicebear/core';
import { adventurer } from '@dicebear/collection';
import { DEFAULT_AVATAR, parseAvatarUrl, type AvatarOptions } from './AvatarOptions';

/** Draws DiceBear 'adventurer' options as an SVG data URI (same image the DiceBear API serves). */
export function drawAvatar(options: AvatarOptions): string {
  return createAvatar(adventurer, {
    seed: options.seed,
    flip: options.flip,
    eyes: [options.eyes] as never,
    eyebrows: [options.eyebrows] as never,
    mouth: [options.mouth] as never,
  }).toDataUri();
}

interface AvatarProps {
  /** Options to draw (the customiser's live preview). */
  options?: AvatarOptions;
  /** A stored picture attribute: DiceBear addresses are drawn locally, other images shown as they are. */
  picture?: string;
  alt: string;
  /** Without options or picture, a default avatar seeded with this (e.g. the name) is drawn. */
  fallbackSeed?: string;
  size?: number;
  className?: string;
}

/** A round avatar image, drawn in the browser whenever the picture is a DiceBear avatar. */
export default function Avatar({ options, picture, alt, fallbackSeed, size = 40, className }: AvatarProps) {
  const src = useMemo(() => {
    const drawn = options ?? parseAvatarUrl(picture);
    if (drawn) return drawAvatar(drawn);
    if (picture) return picture;
    return fallbackSeed !== undefined ? drawAvatar({ ...DEFAULT_AVATAR, seed: fallbackSeed }) : undefined;
  }, [options, picture, fallbackSeed]);
  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      className={className}
      style={{ borderRadius: '50%', objectFit: 'cover', background: '#f1ece4' }}
    />
  );
}
