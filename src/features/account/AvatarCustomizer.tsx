import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '../../components/Avatar';
import { AVATAR_VARIANTS, type AvatarOptions } from '../../components/AvatarOptions';
import { AVATAR_SEEDS } from './avatarSeeds';
import ModalFormActions from './ModalFormActions';
import '../../components/Field.css';

interface AvatarCustomizerProps {
  initial: AvatarOptions;
  busy?: boolean;
  onCancel: () => void;
  onSave: (options: AvatarOptions) => void;
}

type VariantPart = 'eyes' | 'eyebrows' | 'mouth';

/** 'Personaliza tu Avatar': seed, flip, eyes, eyebrows and mouth with a live preview. */
export default function AvatarCustomizer({ initial, busy, onCancel, onSave }: AvatarCustomizerProps) {
  const { t } = useTranslation('account');
  const [options, setOptions] = useState<AvatarOptions>(initial);
  const id = useId();
  // A stored seed that is not one of the offered words stays selectable.
  const seeds = AVATAR_SEEDS.includes(options.seed) ? AVATAR_SEEDS : [options.seed, ...AVATAR_SEEDS];

  const variantSelect = (part: VariantPart) => (
    <div className="acc-field">
      <label htmlFor={`${id}-${part}`}>{t(`avatar.${part}`)}</label>
      <select id={`${id}-${part}`} value={options[part]} onChange={(e) => setOptions((o) => ({ ...o, [part]: e.target.value }))}>
        {AVATAR_VARIANTS.map((variant) => (
          <option key={variant} value={variant}>
            {variant.replace('variant', '')}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      className="avatar-editor"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(options);
      }}
    >
      <h3>{t('avatar.title')}</h3>
      <div className="avatar-editor__body">
        <div className="avatar-editor__preview" aria-live="polite">
          <Avatar options={options} alt={t('avatar.preview')} size={140} />
        </div>
        <div className="avatar-editor__controls">
          <div className="acc-field">
            <label htmlFor={`${id}-seed`}>{t('avatar.seed')}</label>
            <select id={`${id}-seed`} value={options.seed} onChange={(e) => setOptions((o) => ({ ...o, seed: e.target.value }))}>
              {seeds.map((seed) => (
                <option key={seed} value={seed}>
                  {seed}
                </option>
              ))}
            </select>
          </div>
          <label className="avatar-editor__check">
            <input type="checkbox" checked={options.flip} onChange={(e) => setOptions((o) => ({ ...o, flip: e.target.checked }))} />
            {t('avatar.flip')}
          </label>
          {variantSelect('eyes')}
          {variantSelect('eyebrows')}
          {variantSelect('mouth')}
        </div>
      </div>
      <ModalFormActions busy={busy} onCancel={onCancel} saveLabel={t('avatar.save')} />
    </form>
  );
}
