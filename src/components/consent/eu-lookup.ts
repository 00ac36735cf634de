import { reportError } from '@/lib/error-reporting/client';

/** Whether consent law applies to this visitor; a failed lookup is kept for error reporting and counts as EU. */
export async function detectEu(): Promise<boolean> {
  try {
    const response = await fetch('/api/ip-address', { cache: 'no-store' });
    if (!response.ok) throw new Error(`EU lookup answered ${response.status}`);
    const body: unknown = await response.json();
    return (body as { eu?: unknown }).eu !== false;
  } catch (error) {
    reportError(error);
    return true;
  }
}
