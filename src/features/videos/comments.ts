export interface LocalComment {
  id: number;
  text: string;
}

/**
 * Adds a comment typed in the player (kept in the page only, as the spec says):
 * blank text is ignored, other text is trimmed. Returns the same list when nothing was added.
 */
export function addComment(comments: readonly LocalComment[], text: string, id: number): readonly LocalComment[] {
  const trimmed = text.trim();
  if (trimmed === '') return comments;
  return [...comments, { id, text: trimmed }];
}
