// The tag rules live with the catalogue's indexes (the admin screens, the seed and the public
// lists must split and key tags alike); the SPA takes them from here.
import { inNameOrder } from './name-order';

export { parseTags, tagKey } from '../../amplify/data/catalogue-index';

/** Tag names in alphabetical order (Spanish; accents and case aside, numbers by value). */
export const sortTags = (names: readonly string[]): string[] => inNameOrder(names, (name) => name);
