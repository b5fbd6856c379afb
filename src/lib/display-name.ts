/** 'Nombre Apellido', or the e-mail when the profile has no name. */
export function displayName(user: { givenName?: string; familyName?: string; email?: string } | undefined): string {
  const name = [user?.givenName, user?.familyName].filter(Boolean).join(' ').trim();
  return name || user?.email || '';
}
