/**
 * Link previews (Open Graph, Twitter cards) want absolute addresses. index.html names the
 * sharing image and the page as paths; a build with SITE_URL set (for example
 * https://educandoenlafe.org) writes them against that address. Without it they stay paths,
 * which browsers and some previewers resolve against the page.
 */
const SHARING_URL_TAG = /(<meta (?:property="og:(?:url|image)"|name="twitter:image") content=")\/([^"]*)"/g;

export function absoluteSharingUrls(html: string, siteUrl: string | undefined): string {
  if (!siteUrl) return html;
  const base = new URL(siteUrl).origin;
  return html.replace(SHARING_URL_TAG, (_, head: string, path: string) => `${head}${base}/${path}"`);
}

/** The Vite plugin that applies SITE_URL to index.html at build time. */
export function sharingUrlsPlugin(siteUrl = process.env.SITE_URL) {
  return {
    name: 'absolute-sharing-urls',
    transformIndexHtml: (html: string) => absoluteSharingUrls(html, siteUrl),
  };
}
