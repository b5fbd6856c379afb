import { signInErrorText } from './signInErrors';
import { libraryMessage, loadVocabularies } from '../../lib/auth-messages';

const err = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('login error line mapping (section 8)', () => {
  it('maps an unknown user', () => {
    expect(signInErrorText(err('UserNotFoundException', 'User does not exist.'))).toEqual({ key: 'errors.userNotFound' });
  });

  it('maps a wrong password', () => {
    expect(signInErrorText(err('NotAuthorizedException', 'Incorrect username or password.'))).toEqual({
      key: 'errors.wrongCredentials',
    });
  });

  it('maps too many attempts, which Cognito reports with the same exception name', () => {
    expect(signInErrorText(err('NotAuthorizedException', 'Password attempts exceeded'))).toEqual({
      key: 'errors.attemptsExceeded',
    });
  });

  it('keeps any other message raw, and falls back to the unknown-error text', () => {
    expect(signInErrorText(err('UserAlreadyAuthenticatedException', 'There is already a signed in user.'))).toEqual({
      raw: 'There is already a signed in user.',
    });
    expect(signInErrorText(err('NotAuthorizedException', 'User is disabled.'))).toEqual({ raw: 'User is disabled.' });
    expect(signInErrorText(err('Unknown', ''))).toEqual({ key: 'errors.unknown' });
    expect(signInErrorText(undefined)).toEqual({ key: 'errors.unknown' });
    expect(signInErrorText({ name: 'X', message: 'plain object' })).toEqual({ raw: 'plain object' });
  });

  it('translates raw library messages with the Amplify UI Spanish vocabulary when it knows them', async () => {
    await loadVocabularies();
    expect(libraryMessage('Invalid verification code provided, please try again.', 'es')).toBe(
      'Código de verificación no válido, inténtelo de nuevo.',
    );
    expect(libraryMessage('Something new', 'es')).toBe('Something new');
    expect(libraryMessage('Invalid verification code provided, please try again.', 'en')).toBe(
      'Invalid verification code provided, please try again.',
    );
  });
});
