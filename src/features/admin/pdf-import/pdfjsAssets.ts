/** The pdf.js folders the import screen may read at run time (see vite.config.ts). */
export const PDFJS_ASSET_DIRS = ['standard_fonts', 'cmaps', 'wasm', 'iccs'] as const;

/** Where the build puts them: a folder named by the pdf.js version, under the long-cached /assets/. */
export const pdfjsAssetBase = (version: string) => `/assets/pdfjs-${version}/`;
