import { avatarAttributes, avatarOptionsFromAttributes, avatarUrl, AVATAR_VARIANTS, DEFAULT_AVATAR, parseAvatarUrl } from './AvatarOptions';
import { drawAvatar } from './Avatar';

describe('avatar options', () => {
  const options = { seed: 'Misionero', flip: true, eyes: 'variant02', eyebrows: 'variant07', mouth: 'variant10' };

  it('offers variants 01 to 10', () => {
    expect(AVATAR_VARIANTS).toEqual(['variant01', 'variant02', 'variant03', 'variant04', 'variant05', 'variant06', 'variant07', 'variant08', 'variant09', 'variant10']);
  });

  it('writes a DiceBear adventurer address short enough for a Cognito attribute and reads it back', () => {
    const url = avatarUrl(options);
    expect(url.startsWith('https://api.dicebear.com/9.x/adventurer/svg?')).toBe(true);
    expect(url.length).toBeLessThan(2048);
    expect(parseAvatarUrl(url)).toEqual(options);
    expect(parseAvatarUrl('https://example.com/me.png')).toBeNull();
    expect(parseAvatarUrl('not a url')).toBeNull();
    expect(parseAvatarUrl(undefined)).toBeNull();
  });

  it('starts the editor from the custom attributes, then the picture, then defaults', () => {
    expect(avatarOptionsFromAttributes({})).toEqual(DEFAULT_AVATAR);
    expect(avatarOptionsFromAttributes({ picture: avatarUrl(options) })).toEqual(options);
    expect(
      avatarOptionsFromAttributes({ picture: avatarUrl(options), 'custom:avatarSeed': 'Lector', 'custom:avatarFlip': 'false', 'custom:avatarMouth': 'bogus' }),
    ).toEqual({ ...options, seed: 'Lector', flip: false });
  });

  it('saves the picture and the five custom attributes', () => {
    expect(avatarAttributes(options)).toEqual({
      picture: avatarUrl(options),
      'custom:avatarSeed': 'Misionero',
      'custom:avatarFlip': 'true',
      'custom:avatarEyebrows': 'variant07',
      'custom:avatarEyes': 'variant02',
      'custom:avatarMouth': 'variant10',
    });
  });

  it('draws different SVGs for different options, the same for the same', () => {
    const a = drawAvatar(options);
    expect(a.startsWith('data:image/svg+xml')).toBe(true);
    expect(drawAvatar(options)).toBe(a);
    expect(drawAvatar({ ...options, mouth: 'variant01' })).not.toBe(a);
    expect(drawAvatar({ ...options, flip: false })).not.toBe(a);
  });
});
