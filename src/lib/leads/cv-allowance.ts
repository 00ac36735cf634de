/**
 * The CV bytes each address has stored in the last day, kept in memory on this server (several servers each keep
 * their own), so that one address cannot fill the disk. An address is forgotten a day after its last CV, and the
 * map is bounded: beyond `maxKeys` the least recently seen address goes first.
 */
import { dayMs } from './store';

export type CvAllowance = ReturnType<typeof createCvAllowance>;

export function createCvAllowance(bytesPerDay: number, maxKeys = 10_000) {
  const uploads = new Map<string, { at: number; bytes: number }[]>();
  return {
    /** Counts `bytes` against the address's day; false (and nothing counted) when they would pass the bound. */
    take(key: string, bytes: number, now: number): boolean {
      for (const [seen, list] of uploads) {
        if (now - list.at(-1)!.at < dayMs) break;
        uploads.delete(seen);
      }
      const recent = (uploads.get(key) ?? []).filter((upload) => now - upload.at < dayMs);
      uploads.delete(key); // re-inserted below, so the map's order is least recently seen first
      const allowed = recent.reduce((sum, upload) => sum + upload.bytes, 0) + bytes <= bytesPerDay;
      if (allowed) recent.push({ at: now, bytes });
      if (recent.length > 0) uploads.set(key, recent);
      if (uploads.size > maxKeys) uploads.delete(uploads.keys().next().value!);
      return allowed;
    },
  };
}
