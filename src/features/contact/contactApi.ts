import { getDataClient } from '../../lib/data-client';
import { listAllPages, throwOnErrors, unwrap } from '../../lib/data-results';
import { inNameOrder } from '../../lib/name-order';

export interface ContactDetails {
  id: string;
  address: string;
  phone: string;
  email: string;
  lat: number;
  lng: number;
  createdAt: string;
}

/** The first contact record (the oldest), or null when there is none. */
export async function fetchContactInfo(): Promise<ContactDetails | null> {
  const { data } = throwOnErrors(await getDataClient().models.ContactInfo.list());
  return [...data].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0] ?? null;
}

export interface ContactForm {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** Stores the message (guests may create, ADMINS read it in their inbox); throws when it was not stored. */
export async function sendContactMessage(form: ContactForm): Promise<void> {
  const phone = form.phone.trim();
  unwrap(
    await getDataClient().models.ContactMessage.create({
      topic: 'CONTACT',
      name: form.name.trim(),
      email: form.email.trim(),
      phone: phone === '' ? undefined : phone,
      message: form.message.trim(),
    }),
  );
}

/** An OpenStreetMap embed centred on a point with a marker (no API key needed). */
export function osmEmbedUrl(lat: number, lng: number, span = 0.01): string {
  const bbox = [lng - span, lat - span, lng + span, lat + span].map((n) => n.toFixed(6)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${lat.toFixed(6)}%2C${lng.toFixed(6)}`;
}

export function osmLinkUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat.toFixed(6)}&mlon=${lng.toFixed(6)}#map=16/${lat.toFixed(6)}/${lng.toFixed(6)}`;
}

/** Every book's name, in name order, for the follow-up form's list. */
export async function fetchBookNames(): Promise<string[]> {
  const books = await listAllPages((nextToken) =>
    getDataClient().models.Libro.list({ nextToken, limit: 1000, selectionSet: ['name'] }),
  );
  return inNameOrder([...new Set(books.map((b) => b.name))], (name) => name);
}

export interface BookFollowUp {
  bookName: string;
  name: string;
  email: string;
  comments: string;
}

/**
 * Stores a book follow-up as a contact message of its own topic, naming the book, so admins read
 * it in the same inbox under its own subject. Throws when it was not stored.
 */
export async function sendBookFollowUp(form: BookFollowUp): Promise<void> {
  unwrap(
    await getDataClient().models.ContactMessage.create({
      topic: 'BOOK_FOLLOW_UP',
      bookName: form.bookName,
      name: form.name.trim(),
      email: form.email.trim(),
      message: form.comments.trim(),
    }),
  );
}
