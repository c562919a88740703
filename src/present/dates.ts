import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** `2024-05-03 4:07pm UTC`: 12-hour clock, no leading zero on the hour, lower-case am/pm. */
export function lastUpdated(iso: string): string {
  return `${dayjs.utc(iso).format('YYYY-MM-DD h:mma')} UTC`;
}

/** `2024-05-03` */
export function dateOnly(iso: string): string {
  return dayjs.utc(iso).format('YYYY-MM-DD');
}

/** `2024-05-03 16:07:09` */
export function dateTime(iso: string): string {
  return dayjs.utc(iso).format('YYYY-MM-DD HH:mm:ss');
}
