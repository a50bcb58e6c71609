import Alert from '@cloudscape-design/components/alert';
import type { LinkNotice } from './link-notice';

/** The filters of the link the list could not use, as a warning above the filter bar until dismissed. */
export function LinkNoticeAlert({ notice }: { notice: LinkNotice }) {
  const [only] = notice.messages;
  return (
    <Alert
      type="warning"
      header={notice.title}
      dismissible
      onDismiss={notice.onDismiss}
      i18nStrings={{ dismissAriaLabel: notice.dismissLabel }}
      data-testid="link-notice"
    >
      {notice.messages.length === 1 ? (
        only
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {notice.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
