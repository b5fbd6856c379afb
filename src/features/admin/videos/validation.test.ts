import { validateVideoForm } from './validation';

const file = (name: string, type: string) => new File(['x'], name, { type });
const video = file('clase.mp4', 'video/mp4');
const thumb = file('clase.png', 'image/png');

describe('video form (spec section 5)', () => {
  const base = { title: 'Clase 1', description: 'Intro', tags: 'fe, Fe ,  ,biblia', isFree: true, cost: '', videoFile: video, thumbnailFile: thumb };

  it('requires title, description, video and thumbnail on create', () => {
    for (const missing of [{ title: ' ' }, { description: '' }, { videoFile: null }, { thumbnailFile: null }]) {
      expect(validateVideoForm({ ...base, ...missing }, 'create')).toEqual({ ok: false, error: 'errors.requiredFields' });
    }
  });

  it('keeps stored files on edit, still needs title and description', () => {
    expect(validateVideoForm({ ...base, videoFile: null, thumbnailFile: null }, 'edit').ok).toBe(true);
    expect(validateVideoForm({ ...base, title: '', videoFile: null, thumbnailFile: null }, 'edit')).toEqual({
      ok: false,
      error: 'errors.requiredFields',
    });
  });

  it('sets cost 0 when public, whatever was typed', () => {
    const result = validateVideoForm({ ...base, cost: '25' }, 'create');
    expect(result).toEqual({
      ok: true,
      value: { title: 'Clase 1', description: 'Intro', tags: 'fe,biblia', isFree: true, cost: 0 },
    });
  });

  it('needs a cost of at least 0.01 in steps of 0.01 when private', () => {
    const priv = { ...base, isFree: false };
    expect(validateVideoForm({ ...priv, cost: '' }, 'create')).toEqual({ ok: false, error: 'errors.costInvalid' });
    expect(validateVideoForm({ ...priv, cost: '0' }, 'create')).toEqual({ ok: false, error: 'errors.costInvalid' });
    expect(validateVideoForm({ ...priv, cost: '1.005' }, 'create')).toEqual({ ok: false, error: 'errors.costInvalid' });
    expect(validateVideoForm({ ...priv, cost: '-3' }, 'create')).toEqual({ ok: false, error: 'errors.costInvalid' });
    const okResult = validateVideoForm({ ...priv, cost: '0.01' }, 'create');
    expect(okResult.ok && okResult.value.cost).toBe(0.01);
  });

  it('refuses a video picker that holds something else', () => {
    expect(validateVideoForm({ ...base, videoFile: thumb }, 'create')).toEqual({ ok: false, error: 'errors.videoType' });
    expect(validateVideoForm({ ...base, thumbnailFile: video }, 'create')).toEqual({ ok: false, error: 'errors.imageType' });
  });
});
