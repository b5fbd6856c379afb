import { describe, expect, it } from 'vitest';
import { sharedScreenModules } from './shared-screen-code';

/** A module graph from `module: [its static imports]`. */
const graph = (imports: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] } : null),
});
const own = (id: string) => id.startsWith('/src/');

describe("the public screens' shared code", () => {
  it('takes what two or more screens import, directly or through other modules, and nothing one screen alone uses', () => {
    const modules = graph({
      '/src/Gallery.tsx': ['/src/Modal.tsx', '/src/galleryApi.ts', '/src/Share.tsx'],
      '/src/Videos.tsx': ['/src/Player.tsx', '/src/Share.tsx'],
      '/src/Player.tsx': ['/src/Modal.tsx'],
      '/src/Share.tsx': ['/src/icons.tsx', '/src/Share.css'],
      '/src/Modal.tsx': [],
      '/src/galleryApi.ts': [],
      '/src/icons.tsx': [],
      '/src/Share.css': [],
    });
    expect(sharedScreenModules(['/src/Gallery.tsx', '/src/Videos.tsx'], modules, own, new Set())).toEqual(
      new Set(['/src/Modal.tsx', '/src/Share.tsx', '/src/icons.tsx', '/src/Share.css']),
    );
  });

  it('leaves out libraries, what the first load holds, and what the graph does not follow past them', () => {
    const modules = graph({
      '/src/A.tsx': ['/node_modules/react/index.js', '/src/i18n.ts', '/src/lib.ts'],
      '/src/B.tsx': ['/node_modules/react/index.js', '/src/i18n.ts', '/src/lib.ts'],
      '/src/i18n.ts': ['/src/texts.ts'],
      '/src/texts.ts': [],
      '/src/lib.ts': [],
      '/node_modules/react/index.js': ['/src/through-a-library.ts'],
    });
    expect(sharedScreenModules(['/src/A.tsx', '/src/B.tsx'], modules, own, new Set(['/src/i18n.ts']))).toEqual(new Set(['/src/lib.ts']));
  });

  it('counts a screen that another screen imports as shared, and survives import cycles', () => {
    const modules = graph({
      '/src/Contact.tsx': ['/src/contactApi.ts'],
      '/src/FollowUp.tsx': ['/src/Contact.tsx'],
      '/src/contactApi.ts': ['/src/Contact.tsx'],
    });
    expect(sharedScreenModules(['/src/Contact.tsx', '/src/FollowUp.tsx'], modules, own, new Set())).toEqual(
      new Set(['/src/Contact.tsx', '/src/contactApi.ts']),
    );
  });

  it('shares nothing with a single screen', () => {
    expect(sharedScreenModules(['/src/A.tsx'], graph({ '/src/A.tsx': ['/src/b.ts'], '/src/b.ts': [] }), own, new Set()).size).toBe(0);
  });
});
