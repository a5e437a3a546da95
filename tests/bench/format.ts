export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export const ms = (value: number) => `${value.toFixed(0)} ms`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Plain-text table: first column left-aligned, the rest right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    widths
      .map((w, i) => (i === 0 ? (r[i] ?? '').padEnd(w) : (r[i] ?? '').padStart(w)))
      .join('   ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('   ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export const section = (title: string) => console.log(`\n== ${title} ${'='.repeat(Math.max(0, 72 - title.length))}`);

export const redactUrl = (url: string) => {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
};

export const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));
