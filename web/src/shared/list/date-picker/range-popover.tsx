import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Popover, { type PopoverProps } from '@cloudscape-design/components/popover';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface RangePopoverProps {
  /** The filter's name: the field label, the dialog's name and the start of the button's name. */
  label: string;
  /** The applied range as text, or the placeholder. */
  text: string;
  /** The list's own rule, e.g. 'Range temporale non valido'. */
  errorText?: string;
  /** The panel; `close` shuts the dialog and gives the focus back to the button. */
  children: (close: () => void) => ReactNode;
  /** A calendar for dates; a number range opens like the bar's dropdowns, its caret on the right. */
  trigger?: 'calendar' | 'dropdown';
}

/**
 * A range filter of the bar: a button showing the range opens a dialog named after the filter, in the
 * way of the bar's dropdowns (Escape or the 'x' closes it, the focus comes back to the button). The
 * panel is mounted only while open, so each opening starts from the applied range.
 */
export function RangePopover({ label, text, errorText, children, trigger = 'calendar' }: RangePopoverProps) {
  const { t } = useTranslation();
  const popover = useRef<PopoverProps.Ref>(null);
  const close = () => popover.current?.focus();
  return (
    <FormField label={label} errorText={errorText}>
      <Popover
        ref={popover}
        triggerType="custom"
        header={label}
        size="large"
        position="bottom"
        renderWithPortal
        dismissAriaLabel={t('list.close')}
        content={children(close)}
      >
        <Button
          formAction="none"
          iconName={trigger === 'calendar' ? 'calendar' : 'caret-down-filled'}
          iconAlign={trigger === 'calendar' ? 'left' : 'right'}
          ariaLabel={`${label} ${text}`}
        >
          {text}
        </Button>
      </Popover>
    </FormField>
  );
}
