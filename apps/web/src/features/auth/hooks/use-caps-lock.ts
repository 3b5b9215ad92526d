import { useState, type KeyboardEvent } from 'react';

/** Tracks Caps Lock from the key events of the fields it is attached to. */
export function useCapsLock() {
  const [capsLockOn, setCapsLockOn] = useState(false);
  const track = (event: KeyboardEvent) => {
    // getModifierState is missing on some synthetic events (autofill); keep the last known state then.
    if (typeof event.getModifierState === 'function') setCapsLockOn(event.getModifierState('CapsLock'));
  };
  return { capsLockOn, keyHandlers: { onKeyDown: track, onKeyUp: track } };
}
