// The gallery upload form's rules (spec section 5).
import { fail, normalizeTags, ok, parsePaidCost, type Check } from '../shared/checks';

export interface GalleryFormValues {
  file: File | null;
  tags: string;
  isPublic: boolean;
  cost: string;
}

export function validateGalleryForm(values: GalleryFormValues): Check<{ tags: string; isPublic: boolean; cost: number }> {
  if (!values.file) return fail('errors.fileRequired');
  if (!values.file.type.startsWith('image/')) return fail('errors.imageType');
  let cost = 0;
  if (!values.isPublic) {
    const parsed = parsePaidCost(values.cost);
    if (parsed === null) return fail('errors.costInvalid');
    cost = parsed;
  }
  return ok({ tags: normalizeTags(values.tags), isPublic: values.isPublic, cost });
}
