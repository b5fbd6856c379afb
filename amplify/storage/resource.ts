import { defineStorage } from '@aws-amplify/backend';
import { mediaUrl } from '../functions/media-url/resource';

/*
 * One bucket for all media (spec section 3, storage layout). Public areas are
 * readable by everyone (guests through the identity pool); ADMINS manage every
 * path; nobody but ADMINS writes. Private gallery images and paid videos are
 * readable only by ADMINS and by the mediaUrl function, which signs a short-lived
 * URL after checking the caller's purchase (architecture.md, item 3).
 *
 * Paths nest one level at most and a sub-path's rules replace its parent's, so
 * libros/* covers both the covers (libros/portadas/{name}/) and the pages
 * (libros/{name}/) with one rule, and the private folders have no public parent.
 */
export const STORAGE_NAME = 'educandoEnLaFeMedia';

export type StorageAccessGenerator = NonNullable<Parameters<typeof defineStorage>[0]['access']>;

/** Who may do what where; the local cloud reads this same callback through defineStorage (as Gen 2 does). */
export const storageAccess: StorageAccessGenerator = (allow) => {
  const everyoneReads = [
    allow.guest.to(['read']),
    allow.authenticated.to(['read']),
    allow.groups(['ADMINS']).to(['read', 'write', 'delete']),
  ];
  const signedByMediaUrl = allow.resource(mediaUrl).to(['read']);
  const adminsOnly = [allow.groups(['ADMINS']).to(['read', 'write', 'delete']), signedByMediaUrl];
  return {
    'public/*': everyoneReads,
    'banner/*': everyoneReads,
    'Banner/*': everyoneReads,
    'libros/*': everyoneReads,
    'devocionario/*': everyoneReads,
    'conferencias/miniaturas/*': everyoneReads,
    'conferencias/publico/*': [...everyoneReads, signedByMediaUrl],
    'galeria/public/*': [...everyoneReads, signedByMediaUrl],
    'conferencias/privado/*': adminsOnly,
    'galeria/private/*': adminsOnly,
  };
};

export const storage = defineStorage({ name: STORAGE_NAME, isDefault: true, access: storageAccess });
