import { validateContactInfo } from './validation';

describe('contact form', () => {
  it('checks latitude and longitude as numbers in range', () => {
    const base = { address: 'Calle 1', phone: '555', email: 'a@b.mx', lat: '19.43', lng: '-99.13' };
    expect(validateContactInfo(base)).toEqual({
      ok: true,
      value: { address: 'Calle 1', phone: '555', email: 'a@b.mx', lat: 19.43, lng: -99.13 },
    });
    expect(validateContactInfo({ ...base, lat: '91' })).toEqual({ ok: false, error: 'errors.latInvalid' });
    expect(validateContactInfo({ ...base, lat: 'norte' })).toEqual({ ok: false, error: 'errors.latInvalid' });
    expect(validateContactInfo({ ...base, lng: '-180.5' })).toEqual({ ok: false, error: 'errors.lngInvalid' });
    expect(validateContactInfo({ ...base, lng: '180' }).ok).toBe(true);
    expect(validateContactInfo({ ...base, email: 'no-es-correo' })).toEqual({ ok: false, error: 'errors.emailInvalid' });
    expect(validateContactInfo({ ...base, address: ' ' })).toEqual({ ok: false, error: 'errors.requiredFields' });
  });
});
