/** A LIKE pattern matching `text` literally anywhere (backslash is PostgreSQL's default escape). */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
