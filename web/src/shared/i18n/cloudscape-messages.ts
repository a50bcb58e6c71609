import type { I18nProviderProps } from '@cloudscape-design/components/i18n';
import { useEffect, useState } from 'react';
import type { Locale } from '../../../../shared/constants';

type Messages = I18nProviderProps.Messages;

// Each locale's Cloudscape texts are ~50 KB: only the language in use is downloaded.
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  it: () => import('@cloudscape-design/components/i18n/messages/all.it'),
  en: () => import('@cloudscape-design/components/i18n/messages/all.en'),
};

const loaded = new Map<Locale, Messages>();

export async function loadCloudscapeMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const messages = (await loaders[locale]()).default;
  loaded.set(locale, messages);
  return messages;
}

/** The Cloudscape messages of a locale; until a newly chosen one arrives, those already shown stay. */
export function useCloudscapeMessages(locale: Locale): readonly Messages[] {
  const [messages, setMessages] = useState<readonly Messages[]>(() => {
    const cached = loaded.get(locale);
    return cached ? [cached] : [];
  });
  useEffect(() => {
    let current = true;
    void loadCloudscapeMessages(locale).then((next) => {
      if (current) setMessages([next]);
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return messages;
}
