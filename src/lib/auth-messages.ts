// Messages that come from aws-amplify or Cognito are English. In Spanish they go through
// the Amplify UI's own Spanish vocabulary (the one its Authenticator uses); anything it
// does not know is shown as it came. The vocabularies (every language the Amplify UI
// ships) load in their own chunk, started when this module loads, so they never delay a
// screen: an error message always comes after a network round trip.
type Vocabularies = Record<string, Record<string, string>>;

let vocabularies: Vocabularies | undefined;
let loading: Promise<Vocabularies> | undefined;

export function loadVocabularies(): Promise<Vocabularies> {
  loading ??= import('@aws-amplify/ui').then((ui) => {
    vocabularies = ui.translations as unknown as Vocabularies;
    return vocabularies;
  });
  return loading;
}
void loadVocabularies().catch(() => {
  // Offline or a failed chunk: messages stay in English.
  loading = undefined;
});

export function libraryMessage(message: string, language: string | undefined): string {
  const lang = (language ?? 'es').split('-')[0];
  if (lang === 'en') return message;
  const dict = vocabularies?.[lang];
  return dict?.[message] ?? dict?.[message.replace(/\.$/, '')] ?? message;
}

/** The message of a thrown value, for the error lines of the forms. */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message || undefined;
  }
  return undefined;
}
