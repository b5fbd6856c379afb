import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

interface OutputsForOrigins {
  auth?: { aws_region?: string };
  data?: { url?: string };
  storage?: { aws_region?: string; bucket_name?: string };
  custom?: { local_cloud?: { user_pool_endpoint?: string; identity_pool_endpoint?: string; storage_http_endpoint?: string } };
}

/**
 * The origins the first page load talks to (Cognito for the session check, the GraphQL API,
 * the bucket for images), from amplify_outputs.json: the local cloud's endpoints when it
 * names them, else the AWS ones. `credentials` marks the origins <img> elements load from.
 */
export function apiOrigins(outputs: OutputsForOrigins): { origin: string; credentials: boolean }[] {
  const local = outputs.custom?.local_cloud;
  const region = outputs.auth?.aws_region;
  const storageRegion = outputs.storage?.aws_region ?? region;
  const bucket = outputs.storage?.bucket_name;
  const urls: [string | undefined, boolean][] = [
    [local?.identity_pool_endpoint ?? (region && `https://cognito-identity.${region}.amazonaws.com`), false],
    [local?.user_pool_endpoint, false],
    [outputs.data?.url, false],
    [local?.storage_http_endpoint ?? (bucket && storageRegion && `https://${bucket}.s3.${storageRegion}.amazonaws.com`), true],
  ];
  const seen = new Map<string, { origin: string; credentials: boolean }>();
  for (const [url, images] of urls) {
    if (!url) continue;
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      continue;
    }
    const entry = seen.get(origin) ?? { origin, credentials: false };
    entry.credentials ||= images;
    seen.set(origin, entry);
  }
  return [...seen.values()];
}

/**
 * Adds <link rel="preconnect"> for those origins to index.html, so the connections are
 * open by the time the session check and the home data need them (a slow phone network
 * pays a round trip or more per new connection). CORS fetches use anonymous connections,
 * images credentialed ones: each gets its own hint.
 */
function preconnectApi(): Plugin {
  return {
    name: 'preconnect-api',
    transformIndexHtml() {
      const file = resolve(import.meta.dirname, 'amplify_outputs.json');
      if (!existsSync(file)) return [];
      const outputs = JSON.parse(readFileSync(file, 'utf8')) as OutputsForOrigins;
      return apiOrigins(outputs).flatMap(({ origin, credentials }) => [
        { tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head' as const },
        ...(credentials ? [{ tag: 'link', attrs: { rel: 'preconnect', href: origin }, injectTo: 'head' as const }] : []),
      ]);
    },
  };
}

export default defineConfig({
  plugins: [react(), preconnectApi()],
  server: { port: 5173 },
  preview: { port: 8080 },
  build: { outDir: 'dist', sourcemap: false },
});
