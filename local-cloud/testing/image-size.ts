// The width of a stored picture, read from its header: what the seed's and the renditions' checks
// compare with the rule (amplify/storage/renditions.ts) without decoding the image.

/** Width of a JPEG (SOF0/SOF2 marker) or a WebP (VP8, VP8L or VP8X chunk). */
export function imageWidth(data: Buffer, name = 'the image'): number {
  if (data.subarray(8, 12).toString() === 'WEBP') {
    const chunk = data.subarray(12, 16).toString();
    if (chunk === 'VP8 ') return data.readUInt16LE(26) & 0x3fff;
    if (chunk === 'VP8L') return (data.readUInt32LE(21) & 0x3fff) + 1;
    if (chunk === 'VP8X') return data.readUIntLE(24, 3) + 1;
    throw new Error(`${name}: unknown WebP chunk ${chunk}`);
  }
  for (let i = 2; i < data.length;) {
    if (data[i + 1] === 0xc0 || data[i + 1] === 0xc2) return data.readUInt16BE(i + 7);
    i += 2 + data.readUInt16BE(i + 2);
  }
  throw new Error(`${name}: no image size found`);
}
