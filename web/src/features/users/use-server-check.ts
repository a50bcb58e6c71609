import { useCallback, useEffect, useRef, useState } from 'react';

/** What the server said of a field's value so far: nothing to ask, asking, or its answer. */
export type ServerCheck<T> = { state: 'idle' } | { state: 'checking' } | { state: 'done'; answer: T };

/** Typing pauses this long before the server is asked: one request per word, not per key. */
export const SERVER_CHECK_DELAY_MS = 400;

/**
 * A field's value asked of the server once typing pauses (a taken username, an unknown agency), so the
 * field says it while the form is filled rather than the last step. `value` undefined asks nothing (the
 * value fails the form's own rules). Answers are kept by value: typing back an earlier value answers at
 * once, and `remember` records what the server said at the end (a refusal), for the form it returns to.
 */
export function useServerCheck<T>(value: string | undefined, ask: (value: string) => Promise<T>) {
  const answers = useRef(new Map<string, T>());
  const [check, setCheck] = useState<ServerCheck<T>>({ state: 'idle' });
  const [remembered, setRemembered] = useState(0);
  const askRef = useRef(ask);
  askRef.current = ask;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a remembered answer re-reads the kept ones.
  useEffect(() => {
    if (value === undefined) {
      setCheck({ state: 'idle' });
      return;
    }
    if (answers.current.has(value)) {
      setCheck({ state: 'done', answer: answers.current.get(value) as T });
      return;
    }
    let current = true;
    setCheck({ state: 'checking' });
    const timer = setTimeout(() => {
      void askRef.current(value).then(
        (answer) => {
          answers.current.set(value, answer);
          if (current) setCheck({ state: 'done', answer });
        },
        // A check that could not be made says nothing: the server checks the value again at the end.
        () => current && setCheck({ state: 'idle' }),
      );
    }, SERVER_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, remembered]);

  const remember = useCallback((key: string, answer: T) => {
    answers.current.set(key, answer);
    setRemembered((count) => count + 1);
  }, []);

  return { check, remember };
}
