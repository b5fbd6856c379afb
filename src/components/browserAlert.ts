/**
 * The blocking alert the specification uses for refused media ('Este video es
 * privado...'). Kept in one function so the screens and their tests share it.
 */
export function showAlert(message: string): void {
  if (typeof window !== 'undefined' && typeof window.alert === 'function') window.alert(message);
}
