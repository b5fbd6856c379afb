/** A length in seconds as people read it on a video: '4:05', '1:02:09'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A stored length as formatDuration writes it, or null when it is not known (absent, not a number, negative). */
export function formatKnownDuration(seconds: number | null | undefined): string | null {
  return seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0 ? null : formatDuration(seconds);
}

/** The same length as an ISO 8601 duration, for a <time> element ('PT4M5S'). */
export function isoDuration(seconds: number): string {
  const total = Math.round(seconds);
  return `PT${Math.floor(total / 3600)}H${Math.floor((total % 3600) / 60)}M${total % 60}S`;
}
