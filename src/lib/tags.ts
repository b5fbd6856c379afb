// The tag rules live with the catalogue's indexes (the admin screens, the seed and the public
// lists must split and key tags alike); the SPA takes them from here.
export { parseTags, tagKey } from '../../amplify/data/catalogue-index';
