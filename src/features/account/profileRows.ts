// The rows of 'Perfil de Usuario' (spec section 2), in their order.
import type { ParseKeys } from 'i18next';

export type ProfileInput = 'text' | 'select' | 'tel' | 'date' | 'avatar' | 'password' | 'none';

export interface ProfileRow {
  /** The user attribute, or 'password' for the always-present password row. */
  attribute: string;
  label: Extract<ParseKeys<'account'>, `profile.rows.${string}`>;
  input: ProfileInput;
  /** The current value ('' for the password row). */
  value: string;
  editable: boolean;
}

const ROWS: Omit<ProfileRow, 'value' | 'editable'>[] = [
  { attribute: 'name', label: 'profile.rows.name', input: 'text' },
  { attribute: 'family_name', label: 'profile.rows.familyName', input: 'text' },
  { attribute: 'gender', label: 'profile.rows.gender', input: 'select' },
  { attribute: 'phone_number', label: 'profile.rows.phone', input: 'tel' },
  { attribute: 'email', label: 'profile.rows.email', input: 'none' },
  { attribute: 'birthdate', label: 'profile.rows.birthdate', input: 'date' },
  { attribute: 'picture', label: 'profile.rows.picture', input: 'avatar' },
  { attribute: 'password', label: 'profile.rows.password', input: 'password' },
];

/** Gender choices: the stored values are the Spanish words (section 9); labels are translated. */
export const GENDER_OPTIONS = ['Masculino', 'Femenino', 'Otro'] as const;
export type Gender = (typeof GENDER_OPTIONS)[number];

/** Whether a stored gender is one of the choices (other values, typed elsewhere, are shown as they are). */
export const isGender = (value: string): value is Gender => (GENDER_OPTIONS as readonly string[]).includes(value);

/** Rows whose attribute is present, plus the password row; every row but email is editable. */
export function profileRows(attributes: Record<string, string | undefined>): ProfileRow[] {
  return ROWS.flatMap((row) => {
    if (row.attribute === 'password') return [{ ...row, value: '', editable: true }];
    const value = attributes[row.attribute];
    if (value === undefined || value === '') return [];
    return [{ ...row, value, editable: row.attribute !== 'email' }];
  });
}
