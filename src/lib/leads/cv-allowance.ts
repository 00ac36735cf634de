/**
 * The CV bytes each address has stored in the last day, kept in memory on this server (several servers each keep
 * their own), so that one address cannot fill the disk. An address is forgotten a day after its last CV, and the
 * map is bounded: beyond `maxKeys` the least recently seen address goes first.
 */
import 'server-only';
import { dayMs } from './store';

export type CvAllowance = ReturnType<typeof createCvAllowance>;

export function createCvAllowance(bytesPerDay: number, maxKeys = 10_000) {
  const uploads = new Map<string, { at: number; bytes: number }[]>();
  /** The address's uploads of the last day, with every address not seen for a day forgotten. */
  function recent(key: string, now: number) {
    for (const [seen, list] of uploads) {
      if (now - list.at(-1)!.at < dayMs) break;
      uploads.delete(seen);
    }
    return (uploads.get(key) ?? []).filter((upload) => now - upload.at < dayMs);
  }
  return {
    /** Whether `bytes` more stay within the address's day. */
    allows(key: string, bytes: number, now: number): boolean {
      return recent(key, now).reduce((sum, upload) => sum + upload.bytes, 0) + bytes <= bytesPerDay;
    },
    /** Counts a stored CV's bytes against the address's day. */
    record(key: string, bytes: number, now: number) {
      const list = recent(key, now);
      uploads.delete(key); // re-inserted below, so the map's order is least recently seen first
      uploads.set(key, [...list, { at: now, bytes }]);
      if (uploads.size > maxKeys) uploads.delete(uploads.keys().next().value!);
    },
  };
}
