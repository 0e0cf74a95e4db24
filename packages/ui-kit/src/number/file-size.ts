import { formatNumber } from './format-number';

/** "12 KiB" style file sizes, with Indonesian decimals like every number on the screen. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  const units = ['KiB', 'MiB', 'GiB'];
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${formatNumber(Math.round(size * 10) / 10)} ${units[unit]}`;
}
