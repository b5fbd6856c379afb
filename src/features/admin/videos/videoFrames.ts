/*
 * What the browser can tell about a chosen video before it is uploaded: its length, and a few
 * frames (drawn on a canvas) that the admin may take as the thumbnail instead of making one.
 */
import { canvasToBlob, makeCanvas } from '../shared/imageCodec';

export interface VideoFrame {
  /** Seconds into the video. */
  time: number;
  blob: Blob;
}

/** Where frames are taken, as fractions of the length: past any opening black, before the end. */
export const FRAME_POSITIONS = [0.1, 0.35, 0.6, 0.85] as const;
/** Frames are at most this wide (thumbnails are shown far smaller; renditions are made from them). */
export const FRAME_MAX_WIDTH = 1280;

function once(target: HTMLMediaElement, event: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      target.removeEventListener(event, done);
      target.removeEventListener('error', fail);
      resolve();
    };
    const fail = () => {
      target.removeEventListener(event, done);
      target.removeEventListener('error', fail);
      reject(new Error(`the video could not be read (${target.error?.message ?? 'unknown error'})`));
    };
    target.addEventListener(event, done);
    target.addEventListener('error', fail);
  });
}

/** A video element holding the file, with its metadata loaded. */
async function openVideo(source: Blob | string): Promise<{ video: HTMLVideoElement; close: () => void }> {
  const url = typeof source === 'string' ? source : URL.createObjectURL(source);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  const loaded = once(video, 'loadedmetadata');
  video.src = url;
  const close = () => {
    video.removeAttribute('src');
    video.load();
    if (typeof source !== 'string') URL.revokeObjectURL(url);
  };
  try {
    await loaded;
  } catch (error) {
    close();
    throw error;
  }
  return { video, close };
}

/** The length of a video in whole seconds (a file, or the URL of a stored one). */
export async function videoDuration(source: Blob | string): Promise<number> {
  const { video, close } = await openVideo(source);
  try {
    if (!Number.isFinite(video.duration)) throw new Error('the video has no known length');
    return Math.round(video.duration);
  } finally {
    close();
  }
}

/** The length of a chosen video file and frames taken along it, as JPEG images. */
export async function captureFrames(file: Blob): Promise<{ durationSeconds: number; frames: VideoFrame[] }> {
  const { video, close } = await openVideo(file);
  try {
    const duration = video.duration;
    if (!Number.isFinite(duration) || duration <= 0) throw new Error('the video has no known length');
    const width = Math.min(video.videoWidth || FRAME_MAX_WIDTH, FRAME_MAX_WIDTH);
    const height = Math.max(1, Math.round(((video.videoHeight || width * 0.5625) * width) / (video.videoWidth || width)));
    const frames: VideoFrame[] = [];
    for (const position of FRAME_POSITIONS) {
      const time = Math.min(duration - 0.05, duration * position);
      const seeked = once(video, 'seeked');
      video.currentTime = time;
      await seeked;
      const canvas = makeCanvas(width, height);
      const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
      if (!context) throw new Error('no 2D canvas');
      context.drawImage(video, 0, 0, width, height);
      frames.push({ time, blob: await canvasToBlob(canvas, 'image/jpeg', 0.85) });
    }
    return { durationSeconds: Math.round(duration), frames };
  } finally {
    close();
  }
}
