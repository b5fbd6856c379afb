// Creates the demo records through the GraphQL API, as the local operator (an IAM principal
// outside the identity pool, like an administrator's script), on first start.
import type { UserDirectory } from '../shared/contracts';
import {
  imageTagEntries,
  imageTagRecords,
  videoTagEntries,
  videoTagRecords,
  type IndexedImage,
  type IndexedVideo,
} from '../../amplify/data/catalogue-index';
import { shelfFields } from '../../amplify/data/book-shelves';
import {
  demoBanner,
  demoBooklets,
  demoBooks,
  demoContactInfo,
  demoGalleryImages,
  demoParametros,
  demoUserPurchase,
  demoUserPurchasedImageKey,
  demoVideos,
} from '../seed/demo-records';
import type { OperatorCredentials } from '../shared/operator';
import { settings } from '../shared/settings';
import type { GraphQLRunner } from './engine-host';
import { iamIdentityFor, OPERATOR_PRINCIPAL, type Caller } from './identity';

export async function seedDemoRecords(engine: GraphQLRunner, deps: { users: UserDirectory; operator: OperatorCredentials }): Promise<void> {
  const operator: Caller = {
    mode: 'iam',
    principal: OPERATOR_PRINCIPAL,
    identity: iamIdentityFor(OPERATOR_PRINCIPAL, deps.operator.accessKeyId, '127.0.0.1'),
  };
  const run = async (query: string, variables?: Record<string, unknown>) => {
    const result = await engine.run({ query, variables }, { caller: operator, request: { headers: {}, domainName: null } });
    if (result.errors?.length) throw new Error(`seeding failed: ${JSON.stringify(result.errors)}`);
    return result.data as Record<string, any>;
  };
  const existing = await run('{ listBanners(limit: 1) { items { id } } }');
  if (existing.listBanners.items.length > 0) return;
  const create = (model: string, input: Record<string, unknown>) =>
    run(`mutation Seed($input: Create${model}Input!) { create${model}(input: $input) { id } }`, { input }).then(
      (data) => data[`create${model}`].id as string,
    );

  // Records created within one millisecond would share a createdAt, and the newest-first lists
  // (the gallery, the home page's newest books) would order them by their random ids, differently
  // on every first start: each book and image is created in a millisecond of its own.
  const nextMillisecond = async () => {
    const now = Date.now();
    while (Date.now() === now) await new Promise((tick) => setTimeout(tick, 1));
  };

  await create('Banner', demoBanner);
  // With the fields of the shelves' index, as the admin screens write them with each book.
  for (const book of demoBooks) {
    await create('Libro', { ...book, ...shelfFields(book) });
    await nextMillisecond();
  }
  for (const booklet of demoBooklets) await create('Devocionario', booklet);
  const imageIds = new Map<string, string>();
  const images: IndexedImage[] = [];
  for (const image of demoGalleryImages) {
    const data = await run('mutation Seed($input: CreateImagenInput!) { createImagen(input: $input) { id createdAt } }', { input: image });
    imageIds.set(image.filePath, data.createImagen.id);
    images.push({ ...image, id: data.createImagen.id, createdAt: data.createImagen.createdAt });
    await nextMillisecond();
  }
  // The gallery's tag index, as the admin screens write it with each image.
  for (const input of images.flatMap(imageTagEntries))
    await run('mutation Seed($input: CreateImagenEtiquetaInput!) { createImagenEtiqueta(input: $input) { etiqueta } }', { input });
  for (const input of imageTagRecords(images))
    await run('mutation Seed($input: CreateEtiquetaInput!) { createEtiqueta(input: $input) { clave } }', { input });
  const videos: IndexedVideo[] = [];
  for (const video of demoVideos()) {
    const data = await run('mutation Seed($input: CreateConferenciaInput!) { createConferencia(input: $input) { id createdAt } }', { input: video });
    videos.push({ ...video, ...data.createConferencia });
  }
  for (const input of videos.flatMap(videoTagEntries))
    await run('mutation Seed($input: CreateConferenciaEtiquetaInput!) { createConferenciaEtiqueta(input: $input) { etiqueta } }', { input });
  for (const input of videoTagRecords(videos))
    await run('mutation Seed($input: CreateEtiquetaInput!) { createEtiqueta(input: $input) { clave } }', { input });
  await create('ContactInfo', demoContactInfo);
  for (const parametro of demoParametros) await create('Parametro', parametro);

  const user = deps.users.findByEmail(settings().seed.userEmail);
  const imagenId = demoUserPurchasedImageKey && imageIds.get(demoUserPurchasedImageKey);
  if (user && imagenId) {
    await create('Compra', demoUserPurchase(user, imagenId));
  }
}
