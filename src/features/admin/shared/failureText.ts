import type { ParseKeys, TFunction } from 'i18next';
import { LeftoverFilesError } from './errors';

/** The screen's Spanish failure text, plus the files a rollback could not remove. */
export function failureText(t: TFunction<'admin'>, key: ParseKeys<'admin'>, error: unknown): string {
  const base = t(key);
  if (error instanceof LeftoverFilesError && error.leftovers.length > 0) {
    return `${base} ${t('errors.rollbackFailed', { paths: error.leftovers.join(', ') })}`;
  }
  return base;
}
