import { useEffect, useRef } from 'react';
import 'altcha/external';
import type {} from 'altcha/types/react';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { HUMAN_CHECK_CHALLENGE_PATH } from '@provender/contract';

// The external build keeps its proof-of-work worker a file of our own origin (the CSP forbids blob: workers).
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  if (!globalThis.$altcha.algorithms.has(algorithm))
    globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}

/**
 * The ALTCHA widget itself, a chunk of its own: sign-in pages load it only when the server asks for
 * the check (decision 180). It reports each solved payload, or null, through onChange.
 */
export function AltchaWidget({ onChange }: { onChange: (verifyToken: string | null) => void }) {
  const ref = useRef<HTMLElement>(null);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string | null }>).detail;
      latest.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, []);

  return <altcha-widget ref={ref} challenge={HUMAN_CHECK_CHALLENGE_PATH} name="verifyToken" auto="onfocus" />;
}
