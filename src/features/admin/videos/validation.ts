// The video form's rules (spec section 5).
import { blank, fail, normalizeTags, ok, parsePaidCost, type Check } from '../shared/checks';

export interface VideoFormValues {
  title: string;
  description: string;
  tags: string;
  isFree: boolean;
  cost: string;
  videoFile: File | null;
  thumbnailFile: File | null;
}

export interface VideoFormResult {
  title: string;
  description: string;
  tags: string;
  isFree: boolean;
  cost: number;
}

/** Create needs title, description, video and thumbnail; edit keeps the stored files when none are chosen. */
export function validateVideoForm(values: VideoFormValues, mode: 'create' | 'edit'): Check<VideoFormResult> {
  const missingFiles = mode === 'create' && (!values.videoFile || !values.thumbnailFile);
  if (blank(values.title) || blank(values.description) || missingFiles) return fail('errors.requiredFields');
  if (values.videoFile && !values.videoFile.type.startsWith('video/')) return fail('errors.videoType');
  if (values.thumbnailFile && !values.thumbnailFile.type.startsWith('image/')) return fail('errors.imageType');
  let cost = 0;
  if (!values.isFree) {
    const parsed = parsePaidCost(values.cost);
    if (parsed === null) return fail('errors.costInvalid');
    cost = parsed;
  }
  return ok({
    title: values.title.trim(),
    description: values.description.trim(),
    tags: normalizeTags(values.tags),
    isFree: values.isFree,
    cost,
  });
}
