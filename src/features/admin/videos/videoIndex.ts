// The videos' tag index kept by /admin/conferencias (admin/shared/tagIndex.ts does the work).
import { videoIndex, type IndexedVideo, type VideoTagEntry } from '../../../../amplify/data/catalogue-index';
import { getDataClient } from '../../../lib/data-client';
import { throwOnErrors } from '../../../lib/data-results';
import { indexChange, repairIndex, type RepairOutcome, type TagIndexStore } from '../shared/tagIndex';

const client = () => getDataClient('userPool');

const videoStore: TagIndexStore<IndexedVideo, VideoTagEntry> = {
  spec: videoIndex,
  createEntry: (entry) => client().models.ConferenciaEtiqueta.create(entry),
  updateEntry: (entry) => client().models.ConferenciaEtiqueta.update(entry),
  deleteEntry: ({ etiqueta, conferenciaId }) => client().models.ConferenciaEtiqueta.delete({ etiqueta, conferenciaId }),
  listEntries: (nextToken) => client().models.ConferenciaEtiqueta.list({ nextToken, limit: 1000 }),
  tagInUse: async (etiqueta) => throwOnErrors(await client().models.ConferenciaEtiqueta.list({ etiqueta, limit: 1 })).data.length > 0,
  itemStored: async (id) => throwOnErrors(await client().models.Conferencia.get({ id })).data !== null,
  fixFeed: async (video, fix) => throwOnErrors(await client().models.Conferencia.update({ id: video.id, ...fix })).data,
};

/** Writes the index entries of a video created (before null), changed, or deleted (after null). */
export const indexVideoChange = (before: IndexedVideo | null, after: IndexedVideo | null) => indexChange(videoStore, before, after);

/** Puts the videos' indexes right from every video; see repairIndex. */
export const repairVideoIndex = <T extends IndexedVideo>(videos: readonly T[]) =>
  repairIndex(videoStore, videos) as Promise<RepairOutcome<T>>;
