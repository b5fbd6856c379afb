// Typed translation keys, Excalidraw's way: the Spanish files are the source of truth, so a
// t('...') whose key or namespace does not exist in public/locales/es fails `npm run typecheck`.
// A new namespace file is added here too (the locale comparison test keeps English complete).
import 'i18next';
import type account from '../../public/locales/es/account.json';
import type admin from '../../public/locales/es/admin.json';
import type auth from '../../public/locales/es/auth.json';
import type booklets from '../../public/locales/es/booklets.json';
import type books from '../../public/locales/es/books.json';
import type clientHome from '../../public/locales/es/clientHome.json';
import type common from '../../public/locales/es/common.json';
import type contact from '../../public/locales/es/contact.json';
import type createAcount from '../../public/locales/es/createAcount.json';
import type faq from '../../public/locales/es/faq.json';
import type footer from '../../public/locales/es/footer.json';
import type gallery from '../../public/locales/es/gallery.json';
import type home from '../../public/locales/es/home.json';
import type logIn from '../../public/locales/es/logIn.json';
import type videos from '../../public/locales/es/videos.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof account;
      admin: typeof admin;
      auth: typeof auth;
      booklets: typeof booklets;
      books: typeof books;
      clientHome: typeof clientHome;
      common: typeof common;
      contact: typeof contact;
      createAcount: typeof createAcount;
      faq: typeof faq;
      footer: typeof footer;
      gallery: typeof gallery;
      home: typeof home;
      logIn: typeof logIn;
      videos: typeof videos;
    };
  }
}
