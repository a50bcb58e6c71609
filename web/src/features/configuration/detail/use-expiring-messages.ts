import { useCallback, useEffect, useState } from 'react';

/**
 * Messages that close on their own after `timeoutMs` (spec section 9: the configuration's table
 * messages, 3 s). Showing messages again, even the same ones, starts the time over.
 */
export function useExpiringMessages<Message>(timeoutMs: number) {
  const [shown, setShown] = useState<{ messages: readonly Message[] }>({ messages: [] });

  useEffect(() => {
    if (shown.messages.length === 0) return;
    const timer = setTimeout(() => setShown({ messages: [] }), timeoutMs);
    return () => clearTimeout(timer);
  }, [shown, timeoutMs]);

  const show = useCallback((messages: readonly Message[]) => setShown({ messages }), []);
  const dismiss = useCallback(() => setShown({ messages: [] }), []);
  return { messages: shown.messages, show, dismiss };
}
