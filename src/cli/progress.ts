/**
 * Progress of a long export or import on a terminal (cli-progress), on stderr; nothing at all
 * when stderr is not a terminal (a scheduled export logs only its last line).
 */
import cliProgress from 'cli-progress';
import type { Counts, FileRef } from '../registry/transfer/format.js';

export interface FileProgress {
  /** One more file done; starts the bar (titled `phase`) at the first file of a phase. */
  file(phase: string, ref: FileRef, totals: Counts): void;
  stop(): void;
}

const MIB = 1024 * 1024;

export function fileProgress(stream: NodeJS.WriteStream = process.stderr): FileProgress {
  if (!stream.isTTY) return { file: () => undefined, stop: () => undefined };
  let bar: cliProgress.SingleBar | undefined;
  let phase = '';
  let bytes = 0;
  return {
    file(next, ref, totals) {
      if (next !== phase) {
        bar?.stop();
        phase = next;
        bytes = 0;
        bar = new cliProgress.SingleBar(
          {
            stream,
            format: `${next} {bar} {value} / {total} files · {mib} / {totalMib} MiB · {duration_formatted}`,
            hideCursor: true,
          },
          cliProgress.Presets.shades_classic,
        );
        bar.start(totals.files, 0, { mib: '0', totalMib: (totals.bytes / MIB).toFixed(1) });
      }
      bytes += ref.size;
      bar!.increment(1, { mib: (bytes / MIB).toFixed(1) });
    },
    stop: () => bar?.stop(),
  };
}

/** `96 plugins, 14 themes, 2 310 versions, 640 sites, 1 920 update reports, 3 650 adoption snapshots, 40 advisories, 12 keys, 18 452 audit entries` */
export function countsLine(counts: Counts): string {
  const n = (value: number) => value.toLocaleString('en-US').replaceAll(',', ' ');
  return [
    `${n(counts.plugins)} plugins`,
    `${n(counts.themes)} themes`,
    `${n(counts.versions)} versions`,
    `${n(counts.sites)} sites`,
    `${n(counts.outcomes)} update reports`,
    `${n(counts.adoption)} adoption snapshots`,
    `${n(counts.advisories)} advisories`,
    `${n(counts.keys)} keys`,
    `${n(counts.audit)} audit entries`,
  ].join(', ');
}
