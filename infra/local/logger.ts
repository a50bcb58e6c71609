/** The local runtime's own log lines; quiet in tests so only failures speak. */
export interface LocalLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export function createLogger(enabled: boolean): LocalLogger {
  const stamp = () => new Date().toISOString().slice(11, 23);
  return {
    info: (message) => {
      if (enabled) console.log(`${stamp()} ${message}`);
    },
    // Warnings say something is missing or degraded: worth seeing even when quiet.
    warn: (message) => console.warn(`${stamp()} warn ${message}`),
    error: (message, error) => console.error(`${stamp()} error ${message}`, error ?? ''),
  };
}
