// S3's XML bodies, built and parsed with fast-xml-parser.
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

export const S3_XMLNS = 'http://s3.amazonaws.com/doc/2006-03-01/';

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: false });

export function buildXml(document: Record<string, unknown>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(document)}`;
}

// Keys and ETags are text exactly as sent: no number parsing, no trimming.
const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => name === 'Object' || name === 'Part' || name === 'Tag',
});

export function parseXml(text: string): Record<string, unknown> {
  return parser.parse(text) as Record<string, unknown>;
}

export function isoDate(ms: number): string {
  return new Date(ms).toISOString();
}
