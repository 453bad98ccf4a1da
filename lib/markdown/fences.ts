const FENCE = /^\s*(`{3,}|~{3,})/;

/**
 * Follows fenced code blocks line by line: the returned function answers true for fence lines and the lines between
 * them. A fence closes only on a bare run of the same character at least as long as the opening one.
 * @example const inCode = createFenceTracker(); lines.filter((line) => !inCode(line))
 */
export function createFenceTracker(): (line: string) => boolean {
  let fence: string | undefined;
  return (line) => {
    const match = FENCE.exec(line);
    if (match && fence === undefined) {
      fence = match[1];
      return true;
    }
    if (match && fence !== undefined && line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') {
      fence = undefined;
      return true;
    }
    return fence !== undefined;
  };
}
