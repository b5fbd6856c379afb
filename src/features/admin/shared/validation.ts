/**
 * The admin forms' rules (spec section 5), as pure functions. They answer
 * translation keys of the `admin` namespace so the screens show the spec's
 * Spanish texts and their English translations.
 */

export type Check<T> = { ok: true; value: T } | { ok: false; error: string };

const ok = <T>(value: T): Check<T> => ({ ok: true, value });
const fail = <T>(error: string): Check<T> => ({ ok: false, error });
const blank = (text: string | undefined | null) => !text || text.trim() === '';

/** Cost of paid content: a number of at least 0.01 with at most two decimals (step 0.01). */
export function parsePaidCost(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 0.01 ? value : null;
}

/** Tags as the public screens split them: comma-separated, trimmed, no empties, no repeats. */
export function normalizeTags(text: string): string {
  // keep the first spelling of each tag, compare without case
  const out: string[] = [];
  const used = new Set<string>();
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (tag && !used.has(tag.toLowerCase())) {
      used.add(tag.toLowerCase());
      out.push(tag);
    }
  }
  return out.join(',');
}

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

/** The folder a book's pages live in is its name, so two books may not share it. */
export function isBookNameTaken(
  name: string,
  books: ReadonlyArray<{ id: string; pagesFolder: string }>,
  exceptId?: string,
): boolean {
  const wanted = name.trim().toLowerCase();
  return books.some((b) => b.id !== exceptId && b.pagesFolder.trim().toLowerCase() === wanted);
}

/**
 * A book name becomes a storage folder (libros/{name}/): no slashes, and not
 * "portadas", which holds every cover.
 */
export function checkBookName(
  name: string,
  books: ReadonlyArray<{ id: string; pagesFolder: string }>,
  exceptId?: string,
): string | null {
  if (blank(name)) return 'errors.bookNameRequired';
  if (/[/\\]/.test(name) || name.trim() === '.' || name.trim() === '..') return 'errors.bookNameSlash';
  if (name.trim().toLowerCase() === 'portadas') return 'errors.bookNameReserved';
  if (isBookNameTaken(name, books, exceptId)) return 'errors.bookNameTaken';
  return null;
}

/** Page upload stays disabled until a cover is chosen and the name is valid and unique. */
export function canUploadPages(
  name: string,
  hasCover: boolean,
  books: ReadonlyArray<{ id: string; pagesFolder: string }>,
): boolean {
  return hasCover && checkBookName(name, books) === null;
}

export interface BookFormValues {
  name: string;
  price: string;
  cover: File | null;
  pages: readonly File[];
}

/** Create: valid unique name, a cover, at least one page. Edit: the name stays (it is the folder), cover optional. */
export function validateBookForm(
  values: BookFormValues,
  books: ReadonlyArray<{ id: string; pagesFolder: string }>,
  editing?: { id: string },
): Check<{ name: string; price: number | null }> {
  if (!editing) {
    const nameError = checkBookName(values.name, books);
    if (nameError) return fail(nameError);
    if (!values.cover) return fail('errors.coverRequired');
    if (values.pages.length === 0) return fail('errors.pagesRequired');
  }
  if (values.cover && !values.cover.type.startsWith('image/')) return fail('errors.imageType');
  if (values.pages.some((p) => !p.type.startsWith('image/'))) return fail('errors.imageType');
  let price: number | null = null;
  if (!blank(values.price)) {
    const trimmed = values.price.trim().replace(',', '.');
    if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return fail('errors.priceInvalid');
    price = Number(trimmed);
  }
  return ok({ name: values.name.trim(), price });
}

export function validateBooklet(values: { name: string; pagesFolder: string }): Check<{ name: string; pagesFolder: string }> {
  if (blank(values.name) || blank(values.pagesFolder)) return fail('errors.bookletRequired');
  const folder = values.pagesFolder.trim().replace(/\/+$/, '');
  if (/[/\\]/.test(folder) || folder === '.' || folder === '..') return fail('errors.bookletFolderSlash');
  return ok({ name: values.name.trim(), pagesFolder: folder });
}

export interface ContactInfoValues {
  address: string;
  phone: string;
  email: string;
  lat: string;
  lng: string;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (text: string) => EMAIL_RE.test(text.trim());

function parseCoordinate(text: string, limit: number): number | null {
  const trimmed = text.trim();
  if (!/^[-+]?\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Math.abs(value) <= limit ? value : null;
}

export function validateContactInfo(
  values: ContactInfoValues,
): Check<{ address: string; phone: string; email: string; lat: number; lng: number }> {
  if (blank(values.address) || blank(values.phone) || blank(values.email) || blank(values.lat) || blank(values.lng)) {
    return fail('errors.requiredFields');
  }
  if (!isEmail(values.email)) return fail('errors.emailInvalid');
  const lat = parseCoordinate(values.lat, 90);
  if (lat === null) return fail('errors.latInvalid');
  const lng = parseCoordinate(values.lng, 180);
  if (lng === null) return fail('errors.lngInvalid');
  return ok({ address: values.address.trim(), phone: values.phone.trim(), email: values.email.trim(), lat, lng });
}

export function validateMessage(values: { quote: string; author: string }): Check<{ quote: string; author: string }> {
  if (blank(values.quote) || blank(values.author)) return fail('errors.messageRequired');
  return ok({ quote: values.quote.trim(), author: values.author.trim() });
}

export function validateGrant(values: { email: string; id: string }): Check<{ email: string; id: string }> {
  if (!isEmail(values.email)) return fail('errors.emailInvalid');
  if (blank(values.id)) return fail('errors.grantItemRequired');
  return ok({ email: values.email.trim().toLowerCase(), id: values.id });
}

export interface PageSlice<T> {
  items: T[];
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** Client-side pages of a list (1-based); an out-of-range page is clamped, an empty list has one empty page. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): PageSlice<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page: current,
    pageCount,
    hasPrevious: current > 1,
    hasNext: current < pageCount,
  };
}

export const VIDEOS_PAGE_SIZE = 5;
