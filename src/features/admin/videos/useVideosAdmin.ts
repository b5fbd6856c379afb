import { useCallback, useState } from 'react';
import type { Schema } from '../../../../amplify/data/resource';
import { listAllPages } from '../../../lib/data-results';
import { getDataClient } from '../../../lib/data-client';
import { unwrap } from '../../../lib/data-results';
import { useLoad } from '../../../lib/useLoad';
import { THUMBNAIL_PREFIX, movedVideoPath, uniqueFileName, videoFolder } from '../shared/paths';
import { commitOrRollback, movePathCopyOnly, removePaths, uploadFile, uploadImage } from '../shared/storage';
import type { VideoFormResult } from './validation';
import { updateIfUnchanged } from '../shared/conditionalUpdate';
import { indexVideoChange, repairVideoIndex } from './videoIndex';
import { withRepaired } from '../shared/tagIndex';

/** What the form gives: its checked values and the video's length when the browser could read it. */
export type VideoValues = VideoFormResult & { durationSeconds: number | null };

export type Video = Schema['Conferencia']['type'];
export type VideoFiles = { video: File | null; thumbnail: File | null };
export type VideoProgress = (which: 'video' | 'thumbnail', fraction: number) => void;

const newestFirst = (a: Video, b: Video) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '');

/** An index write that failed leaves the index behind; the next load's repair puts it right. */
const keepIndex = (before: Video | null, after: Video | null) =>
  indexVideoChange(before, after).catch((error: unknown) => console.error('Error al actualizar el índice de etiquetas:', error));

/**
 * Data access of /admin/conferencias. Files go up first and the record is
 * written after; a failed write removes what was uploaded. Old files are
 * removed only after the record points at the new ones.
 */
export function useVideosAdmin() {
  const [videos, setVideos] = useState<Video[]>([]);
  /** Writes the last load made to put the public list's index right (0: it was right). */
  const [indexRepaired, setIndexRepaired] = useState<number | null>(null);

  const { loading, loadError, reload } = useLoad(
    useCallback(async () => {
      const all = await listAllPages((nextToken) => getDataClient('userPool').models.Conferencia.list({ nextToken }));
      setVideos(all.sort(newestFirst));
      // Every video is at hand here: the index is checked against them after the screen draws.
      repairVideoIndex(all).then(
        ({ writes, updated }) => {
          setVideos((list) => withRepaired(list, all, updated));
          setIndexRepaired(writes);
        },
        (error: unknown) => console.error('Error al revisar el índice de etiquetas:', error),
      );
    }, []),
    'Error al cargar el video.',
  );

  const createVideo = useCallback(async (values: VideoValues, files: VideoFiles, onProgress: VideoProgress) => {
    if (!files.video || !files.thumbnail) throw new Error('video and thumbnail are required');
    const videoPath = `${videoFolder(values.isFree)}${uniqueFileName(files.video.name)}`;
    const thumbnailPath = `${THUMBNAIL_PREFIX}${uniqueFileName(files.thumbnail.name)}`;
    const uploads = await Promise.allSettled([
      uploadFile(videoPath, files.video, (f) => onProgress('video', f)),
      uploadImage(thumbnailPath, files.thumbnail, (f) => onProgress('thumbnail', f)),
    ]);
    const uploaded = uploads.flatMap((u) => (u.status === 'fulfilled' ? [u.value] : []));
    await commitOrRollback(uploaded, async () => {
      const failed = uploads.find((u): u is PromiseRejectedResult => u.status === 'rejected');
      if (failed) throw failed.reason;
      const created = unwrap(
        await getDataClient('userPool').models.Conferencia.create({
          ...values,
          videoPath,
          thumbnailPath,
          views: 0,
          likes: 0,
          publishedAt: new Date().toISOString(),
        }),
      );
      await keepIndex(null, created);
      setVideos((list) => [created, ...list]);
    });
  }, []);

  /** Answers the old files that could not be removed after a successful update (left for the screen to report). */
  const updateVideo = useCallback(
    async (video: Video, values: VideoValues, files: VideoFiles, onProgress: VideoProgress): Promise<string[]> => {
      const created: string[] = [];
      const replaced: string[] = [];
      let videoPath = video.videoPath;
      let thumbnailPath = video.thumbnailPath;
      await commitOrRollback(created, async () => {
        if (files.video) {
          videoPath = `${videoFolder(values.isFree)}${uniqueFileName(files.video.name)}`;
          await uploadFile(videoPath, files.video, (f) => onProgress('video', f));
          created.push(videoPath);
          replaced.push(video.videoPath);
        } else if (values.isFree !== video.isFree) {
          // The type decides the folder: publico is readable by everyone, privado by ADMINS only.
          videoPath = movedVideoPath(video.videoPath, values.isFree);
          await movePathCopyOnly(video.videoPath, videoPath);
          created.push(videoPath);
          replaced.push(video.videoPath);
        }
        if (files.thumbnail) {
          thumbnailPath = `${THUMBNAIL_PREFIX}${uniqueFileName(files.thumbnail.name)}`;
          await uploadImage(thumbnailPath, files.thumbnail, (f) => onProgress('thumbnail', f));
          created.push(thumbnailPath);
          replaced.push(video.thumbnailPath);
        }
        // Only when nobody changed the video since this form opened.
        const updated = await updateIfUnchanged('Conferencia', { id: video.id, ...values, videoPath, thumbnailPath }, video.updatedAt);
        await keepIndex(video, updated);
        setVideos((list) => list.map((v) => (v.id === video.id ? updated : v)));
      });
      return removePaths(replaced);
    },
    [],
  );

  /** Deletes the record, then its files; answers the files that could not be removed. */
  const deleteVideo = useCallback(async (video: Video): Promise<string[]> => {
    unwrap(await getDataClient('userPool').models.Conferencia.delete({ id: video.id }));
    await keepIndex(video, null);
    setVideos((list) => list.filter((v) => v.id !== video.id));
    return removePaths([video.videoPath, video.thumbnailPath]);
  }, []);

  return { videos, loading, loadError, reload, createVideo, updateVideo, deleteVideo, indexRepaired };
}
