/** The file name at the end of a storage path ('galeria/public/arca.jpg' → 'arca.jpg'). */
export function fileNameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1) || 'imagen';
}

/**
 * Saves a file to the visitor's device under `fileName`. Media comes from another origin (the
 * bucket), where a link's download attribute is ignored and the browser would only open the
 * file, so the bytes are fetched (the bucket allows it by CORS) and saved from a local blob.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  // Not from the HTTP cache: the <img> on view loaded the same address without CORS, and the
  // bucket's answer to it (no Access-Control-* headers) would fail this CORS read.
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`download failed: HTTP ${response.status}`);
  const blob = await response.blob();
  const local = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = local;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(local), 10_000);
  }
}
