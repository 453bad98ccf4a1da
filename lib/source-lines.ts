/**
 * Finds the line of a field in source text, so that schema errors can name file:line. Both are best effort: they return
 * undefined rather than a wrong line when the text is laid out in a way they do not follow.
 */

/**
 * The 1-based line, within the YAML text, of the field at `path` (`['hero', 'actions', 0, 'link']`): each key is looked
 * for below the previous one; list indexes are skipped.
 */
export function findYamlLine(yaml: string, path: PropertyKey[]): number | undefined {
  const lines = yaml.split('\n');
  let from = 0;
  let found: number | undefined;
  for (const key of path) {
    if (typeof key !== 'string') continue;
    const pattern = new RegExp(`^\\s*(- )?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`);
    const index = lines.findIndex((line, i) => i >= from && pattern.test(line));
    if (index === -1) return found;
    found = index + 1;
    from = index + 1;
  }
  return found;
}

/** The 1-based line where the `index`-th element of the top-level JSON array in `json` starts. */
export function findJsonArrayItemLine(json: string, index: number): number | undefined {
  let depth = 0;
  let inString = false;
  let line = 1;
  let item = -1;
  let expectItem = false;
  for (let i = 0; i < json.length; i++) {
    const char = json[i];
    if (char === '\n') line++;
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
      continue;
    }
    if (depth === 1 && expectItem && !/\s/.test(char) && char !== ']') {
      item++;
      expectItem = false;
      if (item === index) return line;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth++;
      if (depth === 1) expectItem = true;
    } else if (char === ']' || char === '}') depth--;
    else if (char === ',' && depth === 1) expectItem = true;
  }
  return undefined;
}
