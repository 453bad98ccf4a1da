/** The text the overview filter compares: Rspress matches case-insensitively and reads hyphens as spaces. */
export function normalizeFilterText(text: string): string {
  return text.toLowerCase().replace(/-/g, ' ');
}
