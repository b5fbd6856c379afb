import { useMemo } from 'react';
import { createAvatar } from '@dicebear/core';
import { adventurer } from '@dicebear/collection';
import { parseAvatarUrl, type AvatarOptions } from './AvatarOptions';

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
  size?: number;
  className?: string;
}

/** A round avatar image, drawn in the browser whenever the picture is a DiceBear avatar. */
export default function Avatar({ options, picture, alt, size = 40, className }: AvatarProps) {
  const src = useMemo(() => {
    const drawn = options ?? parseAvatarUrl(picture);
    if (drawn) return drawAvatar(drawn);
    return picture || undefined;
  }, [options, picture]);
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
