// The avatar is described by a few DiceBear 'adventurer' options. The picture attribute
// stores them as a DiceBear HTTP API address (short enough for Cognito's 2048-character
// attribute limit, and a valid image URL for any other client), and the browser draws the
// same image locally from those options, so no third-party request is made.
export interface AvatarOptions {
  seed: string;
  flip: boolean;
  eyes: string;
  eyebrows: string;
  mouth: string;
}

export const AVATAR_API_BASE = 'https://api.dicebear.com/9.x/adventurer/svg';

/** variant01 ... variant10: the choices offered for eyes, eyebrows and mouth. */
export const AVATAR_VARIANTS: readonly string[] = Array.from(
  { length: 10 },
  (_, i) => `variant${String(i + 1).padStart(2, '0')}`,
);

export const DEFAULT_AVATAR: AvatarOptions = {
  seed: 'Catequista',
  flip: false,
  eyes: 'variant01',
  eyebrows: 'variant01',
  mouth: 'variant01',
};

function isVariant(value: string | null | undefined): value is string {
  return !!value && /^variant\d{2}$/.test(value);
}

export function avatarUrl(options: AvatarOptions): string {
  const query = new URLSearchParams({
    seed: options.seed,
    flip: String(options.flip),
    eyes: options.eyes,
    eyebrows: options.eyebrows,
    mouth: options.mouth,
  });
  return `${AVATAR_API_BASE}?${query.toString()}`;
}

/** The options a DiceBear adventurer address describes, or null for any other picture. */
export function parseAvatarUrl(url: string | undefined | null): AvatarOptions | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.hostname !== 'api.dicebear.com' || !/\/adventurer\/svg$/.test(parsed.pathname)) return null;
  const q = parsed.searchParams;
  return {
    seed: q.get('seed') ?? '',
    flip: q.get('flip') === 'true',
    eyes: isVariant(q.get('eyes')) ? q.get('eyes')! : DEFAULT_AVATAR.eyes,
    eyebrows: isVariant(q.get('eyebrows')) ? q.get('eyebrows')! : DEFAULT_AVATAR.eyebrows,
    mouth: isVariant(q.get('mouth')) ? q.get('mouth')! : DEFAULT_AVATAR.mouth,
  };
}

/** The user attributes the avatar lives in (spec section 3). */
export interface AvatarAttributes {
  picture?: string;
  'custom:avatarSeed'?: string;
  'custom:avatarFlip'?: string;
  'custom:avatarEyebrows'?: string;
  'custom:avatarEyes'?: string;
  'custom:avatarMouth'?: string;
}

/** Initial editor options: the custom attributes, then the picture address, then defaults. */
export function avatarOptionsFromAttributes(attributes: AvatarAttributes): AvatarOptions {
  const fromUrl = parseAvatarUrl(attributes.picture);
  const base = fromUrl ?? DEFAULT_AVATAR;
  const pick = (value: string | undefined, fallback: string) => (isVariant(value) ? value : fallback);
  return {
    seed: attributes['custom:avatarSeed'] || base.seed,
    flip: attributes['custom:avatarFlip'] !== undefined ? attributes['custom:avatarFlip'] === 'true' : base.flip,
    eyes: pick(attributes['custom:avatarEyes'], base.eyes),
    eyebrows: pick(attributes['custom:avatarEyebrows'], base.eyebrows),
    mouth: pick(attributes['custom:avatarMouth'], base.mouth),
  };
}

/** The attributes 'Guardar Avatar' writes. */
export function avatarAttributes(options: AvatarOptions): Required<AvatarAttributes> {
  return {
    picture: avatarUrl(options),
    'custom:avatarSeed': options.seed,
    'custom:avatarFlip': String(options.flip),
    'custom:avatarEyebrows': options.eyebrows,
    'custom:avatarEyes': options.eyes,
    'custom:avatarMouth': options.mouth,
  };
}
