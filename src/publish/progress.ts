/**
 * The progress line an upload shows on a terminal: rewritten in place, at most every
 * 100 ms and once per whole percent, and only for archives worth watching (1 MiB and more).
 */
const MIB = 1024 * 1024;

export function formatProgress(what: string, sent: number, total: number): string {
  const percent = total > 0 ? Math.floor((sent / total) * 100) : 100;
  return `Uploading ${what}: ${percent}% (${(sent / MIB).toFixed(1)} of ${(total / MIB).toFixed(1)} MiB)`;
}

export function progressLine(out: NodeJS.WriteStream, what: string): (sent: number, total: number) => void {
  let shown = -1;
  let at = 0;
  return (sent, total) => {
    if (total < MIB) return;
    const percent = Math.floor((sent / total) * 100);
    const now = Date.now();
    if (percent === shown || (now - at < 100 && sent < total)) return;
    shown = percent;
    at = now;
    // \r and "erase line" rewrite the same line; the record printed afterwards starts on a fresh one.
    out.write(`\r\x1b[K${formatProgress(what, sent, total)}${sent >= total ? '\n' : ''}`);
  };
}
