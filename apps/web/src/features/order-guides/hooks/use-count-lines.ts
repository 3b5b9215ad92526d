import { useCallback, useMemo, useState } from 'react';
import type { GuideCount } from '@provender/contract';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useSetGuideSequence } from '../api/guide-count.ts';
import { countErrorText } from '../utils/count-error-text.ts';

/**
 * The count's lines in shelf order, and moving one up or down: a new shelf order is shown at once,
 * until the server's answer (a new count read) replaces it.
 */
export function useCountLines(name: string, data: GuideCount | undefined) {
  const notify = useNotify();
  const sequence = useSetGuideSequence(name);
  const productKeys = useMemo(() => data?.lines.map((l) => l.productKey) ?? [], [data]);
  const [moved, setOrder] = useState<{ of: unknown; keys: number[] } | null>(null);
  const order = moved && moved.of === data ? moved.keys : null;

  const lines = useMemo(() => {
    const byKey = new Map((data?.lines ?? []).map((l) => [l.productKey, l]));
    return (order ?? productKeys).flatMap((k) => (byKey.has(k) ? [byKey.get(k)!] : []));
  }, [data, order, productKeys]);

  const move = useCallback(
    (index: number, by: -1 | 1) => {
      const keys = lines.map((l) => l.productKey);
      const [moved] = keys.splice(index, 1);
      if (moved === undefined) return;
      keys.splice(index + by, 0, moved);
      setOrder({ of: data, keys });
      sequence.mutate(keys, { onError: (err) => notify({ message: countErrorText(err), type: 'error' }) });
    },
    [lines, sequence, notify, data],
  );
  return { productKeys, lines, move };
}
