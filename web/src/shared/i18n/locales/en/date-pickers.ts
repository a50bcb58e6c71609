import type { Catalogue } from '../it';

export const datePickersTexts: Pick<Catalogue, 'datePicker' | 'linkFilters'> = {
  datePicker: {
    dayPlaceholder: 'DD/MM/YYYY',
    monthPlaceholder: 'MM/YYYY',
    dayHint: 'Format DD/MM/YYYY',
    monthHint: 'Format MM/YYYY',
    calendarFor: 'The calendar sets “{{field}}”',
    futureDay: 'A future day: it cannot be chosen',
    futureMonth: 'A future month: it cannot be chosen',
    problems: {
      day: {
        required: 'Enter a date',
        format: 'Write the date as DD/MM/YYYY',
        notADate: 'The day {{text}} does not exist',
        future: 'Days after today ({{today}}) cannot be chosen',
      },
      month: {
        required: 'Enter a month',
        format: 'Write the month as MM/YYYY',
        notADate: 'The month {{text}} does not exist',
        future: 'Months after the current month ({{today}}) cannot be chosen',
      },
    },
  },
  linkFilters: {
    title: 'Invalid filters in the link',
    dismiss: 'Close the notice',
    message: '{{problem}}: {{outcome}}.',
    problems: {
      rangeTooLong: 'The period in the link is longer than a year',
      rangeOrder: 'In the period of the link the start date is after the end date',
      unreadableDate: 'The period in the link ({{value}}) has no readable dates',
      futureRange: 'The period in the link starts after today',
      invalidRange: 'The period in the link is not valid for this list',
      invalidValue: 'The filter “{{filter}}” in the link has a value that is not valid ({{value}})',
    },
    outcomes: {
      defaultRange: 'it was replaced by the default period ({{range}})',
      defaultValue: 'it was set back to its default',
      removed: 'the filter was not applied',
    },
  },
};
