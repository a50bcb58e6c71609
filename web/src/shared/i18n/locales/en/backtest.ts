import type { Catalogue } from '../it';

export const backtestTexts: Pick<Catalogue, 'backtest' | 'backtestChanges'> = {
  backtest: {
    title: 'Back-test on history',
    simulate: 'Simulate',
    open: 'Back-test on history',
    breadcrumbs: 'Breadcrumbs',
    back: 'Back to the versions',
    target: {
      CONFIGURATION: 'Configuration being prepared, version {{version}}, last changed by {{user}} on {{date}}',
      RADIATI: 'Struck-off black list: {{file}}, uploaded by {{user}} on {{date}}',
      CEDUTI: 'Transferred black list: {{file}}, uploaded by {{user}} on {{date}}',
      gone: 'This version is no longer being prepared: its latest back-test stays visible.',
      notADraft: 'Only a version being prepared is back-tested: this one is already published or archived.',
    },
    deleted: {
      CONFIGURATION: {
        title: 'This draft has been deleted',
        description: 'Its edits and the results of its back-tests are no longer available.',
        back: 'Back to the configuration list',
      },
      RADIATI: {
        title: 'This version of the struck-off black list has been deleted',
        description: 'The results of its back-tests are no longer available.',
        back: 'Back to the black lists',
      },
      CEDUTI: {
        title: 'This version of the transferred black list has been deleted',
        description: 'The results of its back-tests are no longer available.',
        back: 'Back to the black lists',
      },
    },
    period: 'Period',
    periodDays: 'Last {{count}} days',
    periodHint: 'The checks recorded on these Italian days, today included.',
    limits:
      'A back-test replays the facts as they were at each check, not today’s, and cannot know the outcome of checks that were never made.',
    running: 'Back-test running',
    progress: '{{done}} of {{total}} checks read',
    queued:
      'The period is long: the back-test goes on in the queue and shows in Extractions & Enrichments too ({{file}}).',
    failed: 'The back-test failed: try again.',
    runFailed: 'The back-test could not be started',
    none: 'No back-test was run for this version.',
    stale: {
      DRAFT_CHANGED: 'The version was changed after the back-test: the result no longer describes it. Run it again.',
      CURRENT_CHANGED:
        'The configuration in force changed after the back-test: the comparison is out of date. Run it again.',
      NOT_A_DRAFT: 'The version is no longer being prepared.',
    },
    summary: {
      title: 'Result',
      runAt: 'Run on {{date}} by {{user}}, period {{from}} to {{to}}',
      checks: 'Checks replayed',
      changed: 'Outcomes changed',
      red: 'Red',
      green: 'Green',
    },
    outcomes: {
      title: 'Red and green, counted three times',
      description:
        'The same checks as they were decided at the time (what the dashboard counts), replayed under the configuration in force now and replayed under {{target}}: the changed outcomes compare the last two.',
      light: 'Light',
      recorded: 'Recorded (decided at the time)',
      before: 'Replayed under the configuration in force',
      after: 'Replayed under {{target}}',
      notCounted: 'Not counted by this back-test: run it again.',
    },
    replayedWith: {
      CONFIGURATION: 'the draft',
      RADIATI: 'the new version of the struck-off black list',
      CEDUTI: 'the new version of the transferred black list',
    },
    reproducibility: {
      title: 'Reproducibility',
      full: 'All {{count}} replayed checks give their recorded outcome.',
      partial:
        '{{reproduced}} of {{replayed}} checks give their recorded outcome ({{share}}): the others are listed among the changed checks.',
      apart:
        'Counted apart, never guessed: {{withoutSnapshot}} recorded before their facts were, {{errors}} technical errors.',
      unknownConfiguration: '{{count}} decided with a configuration no longer stored.',
      showUnreproduced: 'Show the {{count}} that do not give their recorded outcome among the changed checks',
    },
    transitions: {
      title: 'Transition table',
      description:
        'From the outcome replayed under the configuration in force to the outcome replayed under {{target}}.',
      from: 'From',
      to: 'To',
      count: 'Checks',
      changed: 'Changed',
      yes: 'Yes',
      no: 'No',
      empty: 'No check in the period.',
    },
    segments: {
      title: 'By segment',
      description:
        'Red as recorded, replayed under the configuration in force and replayed under {{target}}, by segment.',
      subjectType: 'Subject type',
      microSegment: 'Micro segment',
      market: 'Market',
      acquisitionChannel: 'Acquisition channel',
      redRecorded: 'Red recorded',
      redBefore: 'Red under the configuration in force',
      redAfter: 'Red under {{target}}',
      yTitle: 'Red checks',
      notStated: 'Not stated',
    },
    latest: {
      title: 'Latest back-test on history',
      none: 'No back-test was run on this version: publishing it means not knowing which checks would change outcome.',
      figures:
        '{{changed}} outcomes changed of {{checks}} checks; red from {{redBefore}} under the configuration in force to {{redAfter}} under {{target}}.',
      recorded: 'Recorded at the time: {{red}} red of {{checks}}.',
      running: 'A back-test is running.',
    },
  },
  backtestChanges: {
    title: 'Changed checks {{total}}',
    titleLoading: 'Changed checks',
    empty: 'No check changes outcome.',
    tableLabel: 'Changed checks',
    open: 'Compare',
    filters: { transitions: 'Transition' },
    columns: {
      idRequest: 'Request id',
      requestDate: 'Request date',
      taxCode: 'Tax code',
      vatRegistrationNo: 'VAT number',
      subjectName: 'Subject',
      beforeLight: 'Light in force',
      beforeCode: 'Result code in force',
      afterLight: 'Simulated light',
      afterCode: 'Simulated result code',
      recordedCode: 'Recorded result code',
      kind: 'Kind',
      subjectType: 'Subject type',
      microSegment: 'Micro segment',
      market: 'Market',
      acquisitionChannel: 'Acquisition channel',
    },
    kinds: { CHANGED: 'Changed', NOT_REPRODUCED: 'Not reproduced' },
    notReproduced: 'Not reproduced: {{from}} → {{to}}',
  },
};
