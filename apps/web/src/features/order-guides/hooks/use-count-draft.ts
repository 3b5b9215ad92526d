import { useCallback, useEffect, useRef, useState } from 'react';
import type { CountLine, GuideCount } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useApiSession } from '../../../components/api-client/api-session.ts';
import { saveGuideCount } from '../api/guide-count.ts';
import { clearPendingCount, readPendingCount, writePendingCount } from '../utils/count-store.ts';
import { draftOf, entryOf, type CountEntry } from '../utils/count-lines.ts';

/** How long typing may pause before the count goes to the server. */
const SAVE_DELAY_MS = 700;

export interface CountDraft {
  entries: Map<number, CountEntry>;
  change: (productKey: number, patch: Partial<CountEntry>) => void;
  /** No connection: the count is kept on this device and sent when it returns. */
  offline: boolean;
  /** A count is waiting to be sent (or being sent). */
  pending: boolean;
  /** Sends what is waiting now; resolves true once the server has it. */
  flush: () => Promise<boolean>;
  error: string | null;
}

const isNetworkFailure = (err: unknown) => isApiRequestError(err) && err.status === 0;

/**
 * Count mode's draft (issue 34): fields as typed, every change kept on this device (IndexedDB) at
 * once and sent to the server after a pause; without a connection it waits and is sent when the
 * browser is online again. A count left on this device unsent wins over the server's on return.
 */
export function useCountDraft(guide: string, count: GuideCount | undefined): CountDraft {
  const api = useApiSession();
  const [entries, setEntries] = useState<Map<number, CountEntry>>(new Map());
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef<CountLine[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const loadedFor = useRef<string | null>(null);
  // The ship-to the count is for (decision 495): writes name it, and the device keeps one count per guide and ship-to.
  const shipto = count?.shipto || undefined;
  const stored = shipto ? `${guide}@${shipto}` : guide;

  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const lines = latest.current;
    if (lines === null) return true;
    if (!navigator.onLine) {
      setOffline(true);
      return false;
    }
    try {
      await saveGuideCount(api, guide, lines, shipto);
      if (latest.current === lines) {
        latest.current = null;
        setPending(false);
        await clearPendingCount(api.customerKey, stored);
      }
      setOffline(false);
      setError(null);
      return true;
    } catch (err) {
      if (isNetworkFailure(err)) setOffline(true);
      else setError(err instanceof Error ? err.message : String(err));
      return false;
    }
  }, [api, guide, shipto, stored]);

  const queue = useCallback(
    (lines: CountLine[]) => {
      latest.current = lines;
      setPending(true);
      void writePendingCount(api.customerKey, stored, lines);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [api.customerKey, stored, flush],
  );

  // The server's count, or this device's unsent one, once per guide and ship-to.
  useEffect(() => {
    if (!count || loadedFor.current === stored) return;
    loadedFor.current = stored;
    const fromServer = new Map(count.lines.map((l) => [l.productKey, entryOf(l)]));
    setEntries(fromServer);
    void readPendingCount(api.customerKey, stored).then((saved) => {
      if (!saved) return;
      const merged = new Map(fromServer);
      for (const line of saved.lines) {
        const base = merged.get(line.productKey);
        if (base) merged.set(line.productKey, entryOf({ ...line, unitOfMeasure: '', par: null, suggested: null }));
      }
      setEntries(merged);
      queue(saved.lines);
    });
  }, [count, stored, api.customerKey, queue]);

  useConnectionEvents(flush, setOffline);

  // A change the buyer made (not a load) is kept on the device and queued for the server.
  const changed = useRef(false);
  useEffect(() => {
    if (!changed.current) return;
    changed.current = false;
    queue(draftOf(entries.values()));
  }, [entries, queue]);

  const change = useCallback((productKey: number, patch: Partial<CountEntry>) => {
    setEntries((current) => {
      const base = current.get(productKey);
      if (!base) return current;
      changed.current = true;
      return new Map(current).set(productKey, { ...base, ...patch });
    });
  }, []);

  return { entries, change, offline, pending, flush, error };
}

/** Back online, what waits is sent; offline is shown as soon as the browser says so. */
function useConnectionEvents(flush: () => Promise<boolean>, setOffline: (offline: boolean) => void) {
  useEffect(() => {
    const online = () => {
      setOffline(false);
      void flush();
    };
    const gone = () => setOffline(true);
    window.addEventListener('online', online);
    window.addEventListener('offline', gone);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', gone);
    };
  }, [flush, setOffline]);
}
