/**
 * Whether a file fits an `accept` list ('.txt,text/plain', 'image/png,image/*'). A dropped file
 * skips the picker's own filter, so a drop zone's owner checks it with this. The server decides
 * in the end: a name and a browser's type are only what the file claims to be.
 */
export function fileMatchesAccept(file: Pick<File, 'name' | 'type'>, accept: string): boolean {
  const rules = accept
    .split(',')
    .map((rule) => rule.trim().toLowerCase())
    .filter(Boolean);
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return rules.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** Why a file cannot be sent as it is: empty, over the size limit, or not of an accepted kind. */
export type FileProblem = 'empty' | 'tooLarge' | 'notAccepted';

export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  limits: { maxBytes?: number; accept?: string },
): FileProblem | null {
  if (file.size === 0) return 'empty';
  if (limits.maxBytes !== undefined && file.size > limits.maxBytes) return 'tooLarge';
  if (limits.accept && !fileMatchesAccept(file, limits.accept)) return 'notAccepted';
  return null;
}
