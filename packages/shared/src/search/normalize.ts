/**
 * Folds text for matching: lowercase, Vietnamese and other diacritics removed (đ -> d), runs of
 * punctuation and space collapsed. "Cà phê" and "ca phe" fold to the same string; CJK is kept as is.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
