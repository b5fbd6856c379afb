import { mediaItemUrl, mediaRefusal, requestMediaUrl } from './media-url';

const getMediaUrl = vi.hoisted(() => vi.fn());
vi.mock('./data-client', () => ({ getDataClient: () => ({ queries: { getMediaUrl } }) }));
const storageUrl = vi.hoisted(() => vi.fn());
vi.mock('./storage', () => ({ mediaUrl: storageUrl }));

describe('mediaRefusal', () => {
  it('tells a refusal from a failure by the codes, not by the wording', () => {
    // The media-URL function's refusal, as AppSync reports a Lambda error.
    expect(mediaRefusal([{ errorType: 'Lambda:Unhandled', message: 'PURCHASE_REQUIRED: this video needs a purchase or donation' }])).toBe(
      'purchase-required',
    );
    expect(mediaRefusal([{ errorType: 'Lambda:Unhandled', message: 'UNAUTHORIZED: sign in first' }])).toBe('purchase-required');
    // AppSync's own refusal of a caller its rules do not allow.
    expect(mediaRefusal([{ errorType: 'Unauthorized', message: 'Not Authorized to access getMediaUrl on type Query' }])).toBe(
      'purchase-required',
    );
    expect(mediaRefusal([{ errorType: 'Lambda:Unhandled', message: 'NOT_FOUND: no video with id v9' }])).toBe('not-found');
    expect(mediaRefusal([{ errorType: 'Lambda:Unhandled', message: 'timeout' }])).toBe('failed');
    expect(mediaRefusal([{ message: 'Purchase required' }])).toBe('failed');
    expect(mediaRefusal([])).toBe('failed');
  });
});

describe('requestMediaUrl', () => {
  beforeEach(() => {
    getMediaUrl.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks in user-pool mode and answers the signed URL', async () => {
    getMediaUrl.mockResolvedValue({ data: { url: 'https://signed.test/a.jpg', expiresAt: '2030-01-01T00:00:00Z' } });
    expect(await requestMediaUrl('IMAGEN', 'i1')).toEqual({ ok: true, url: 'https://signed.test/a.jpg' });
    expect(getMediaUrl).toHaveBeenCalledWith({ kind: 'IMAGEN', id: 'i1' }, { authMode: 'userPool' });
  });

  it('turns answered and thrown errors into outcomes', async () => {
    getMediaUrl.mockResolvedValueOnce({ data: null, errors: [{ message: 'PURCHASE_REQUIRED: this image needs a purchase or donation' }] });
    expect(await requestMediaUrl('IMAGEN', 'i1')).toEqual({ ok: false, reason: 'purchase-required' });
    getMediaUrl.mockRejectedValueOnce({ errors: [{ message: 'NOT_FOUND: no image with id i1' }] });
    expect(await requestMediaUrl('IMAGEN', 'i1')).toEqual({ ok: false, reason: 'not-found' });
    getMediaUrl.mockRejectedValueOnce(new Error('Network error'));
    expect(await requestMediaUrl('IMAGEN', 'i1')).toEqual({ ok: false, reason: 'failed' });
    getMediaUrl.mockResolvedValueOnce({ data: null });
    expect(await requestMediaUrl('CONFERENCIA', 'v1')).toEqual({ ok: false, reason: 'failed' });
  });
});

describe('mediaItemUrl', () => {
  const open = { kind: 'IMAGEN' as const, id: 'i1', path: 'galeria/public/a.jpg', open: true };
  const closed = { kind: 'CONFERENCIA' as const, id: 'v2', path: 'conferencias/privado/b.mp4', open: false };
  beforeEach(() => {
    getMediaUrl.mockReset();
    storageUrl.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('reads an open item from storage, for guests too', async () => {
    storageUrl.mockResolvedValue('https://media.test/galeria/public/a.jpg');
    expect(await mediaItemUrl(open, false, 'x')).toEqual({ ok: true, url: 'https://media.test/galeria/public/a.jpg' });
    storageUrl.mockRejectedValue(new Error('offline'));
    expect(await mediaItemUrl(open, false, 'x')).toEqual({ ok: false, reason: 'failed' });
    expect(getMediaUrl).not.toHaveBeenCalled();
  });

  it('refuses a closed item to a guest without a call, and asks the server for a user', async () => {
    expect(await mediaItemUrl(closed, false, 'x')).toEqual({ ok: false, reason: 'purchase-required' });
    expect(getMediaUrl).not.toHaveBeenCalled();
    getMediaUrl.mockResolvedValue({ data: { url: 'https://signed.test/b.mp4' } });
    expect(await mediaItemUrl(closed, true, 'x')).toEqual({ ok: true, url: 'https://signed.test/b.mp4' });
    expect(storageUrl).not.toHaveBeenCalled();
  });
});
