import { readFile } from 'node:fs/promises';

/** Resident and peak resident memory of a process (MB), from /proc; null where not readable. */
export async function memoryOf(pid: number | undefined): Promise<{ rss: number; peak: number } | null> {
  if (!pid) return null;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}
