/**
 * Splits a content file into its front matter (`key: value` lines between two `---` lines at the
 * top) and its body. Values are single-line strings; a line that is not `key: value` is an error,
 * so a typo in a fixture stops the start instead of publishing a broken page.
 */
export function parseFrontMatter(
  text: string,
  file: string,
): { meta: Record<string, string>; body: string } {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  if (lines[0]?.trim() !== '---') throw new Error(`${file}: front matter must start with ---`);
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (end < 0) throw new Error(`${file}: front matter is not closed with ---`);
  const meta: Record<string, string> = {};
  for (const line of lines.slice(1, end)) {
    if (line.trim() === '') continue;
    const match = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!match) throw new Error(`${file}: front matter line is not "key: value": ${line}`);
    meta[match[1]!] = match[2]!.trim();
  }
  return {
    meta,
    body: lines
      .slice(end + 1)
      .join('\n')
      .trim(),
  };
}
