import { guardRedirect } from './guard';
import { homePathFor, roleFromIdToken, groupsFromPayload } from '../../lib/session-role';

describe('route guard decisions', () => {
  it('sends guests from every guarded path to /IniciarSesion', () => {
    for (const path of ['/user', '/user/compras', '/user/configuracion', '/admin', '/admin/libros']) {
      expect(guardRedirect('GUEST', path)).toBe('/IniciarSesion');
    }
  });

  it('sends ADMINS away from /user paths to /admin and lets them into /admin paths', () => {
    expect(guardRedirect('ADMINS', '/user')).toBe('/admin');
    expect(guardRedirect('ADMINS', '/user/compras')).toBe('/admin');
    expect(guardRedirect('ADMINS', '/User/configuracion')).toBe('/admin');
    expect(guardRedirect('ADMINS', '/admin')).toBeNull();
    expect(guardRedirect('ADMINS', '/admin/configuracion')).toBeNull();
  });

  it('sends USERS away from /admin paths to /user and lets them into /user paths', () => {
    expect(guardRedirect('USERS', '/admin')).toBe('/user');
    expect(guardRedirect('USERS', '/admin/banner')).toBe('/user');
    expect(guardRedirect('USERS', '/user')).toBeNull();
    expect(guardRedirect('USERS', '/user/compras')).toBeNull();
  });

  it('matches whole path segments only', () => {
    expect(guardRedirect('USERS', '/administracion-publica')).toBeNull();
    expect(guardRedirect('ADMINS', '/username')).toBeNull();
  });
});

describe('session role from the id token', () => {
  it('is ADMINS when cognito:groups holds ADMINS, USERS otherwise, GUEST without a token', () => {
    expect(roleFromIdToken({ 'cognito:groups': ['ADMINS'] })).toBe('ADMINS');
    expect(roleFromIdToken({ 'cognito:groups': ['OTHER', 'ADMINS'] })).toBe('ADMINS');
    expect(roleFromIdToken({ 'cognito:groups': ['OTHER'] })).toBe('USERS');
    expect(roleFromIdToken({ sub: 'x' })).toBe('USERS');
    expect(roleFromIdToken(undefined)).toBe('GUEST');
  });

  it('reads the group list defensively', () => {
    expect(groupsFromPayload({ 'cognito:groups': 'ADMINS' })).toEqual(['ADMINS']);
    expect(groupsFromPayload({ 'cognito:groups': [1, 'A'] })).toEqual(['A']);
    expect(groupsFromPayload({})).toEqual([]);
  });

  it('homes ADMINS at /admin and USERS at /user', () => {
    expect(homePathFor('ADMINS')).toBe('/admin');
    expect(homePathFor('USERS')).toBe('/user');
  });
});
