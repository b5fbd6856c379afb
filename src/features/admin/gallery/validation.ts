// The gallery upload form's rules (spec section 5), for one image or several at once.
import { fail, normalizeTags, ok, parsePaidCost, type Check } from '../shared/checks';

export interface GalleryFormValues {
  files: readonly File[];
  tags: string;
  isPublic: boolean;
  cost: string;
}

/** What every image of one upload shares. */
export interface GalleryShared {
  tags: string;
  isPublic: boolean;
  cost: number;
}

export function validateGalleryForm(values: GalleryFormValues): Check<GalleryShared> {
  if (values.files.length === 0) return fail('errors.fileRequired');
  if (values.files.some((file) => !file.type.startsWith('image/'))) return fail('errors.imageType');
  let cost = 0;
  if (!values.isPublic) {
    const parsed = parsePaidCost(values.cost);
    if (parsed === null) return fail('errors.costInvalid');
    cost = parsed;
  }
  return ok({ tags: normalizeTags(values.tags), isPublic: values.isPublic, cost });
}

/** An image's title: optional, trimmed; blank means none. */
export const normalizeTitle = (title: string): string | null => (title.trim() ? title.trim().replace(/\s+/g, ' ') : null);
