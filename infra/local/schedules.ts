import { nextDay, romeDay, romeDayStartUtc } from '../../shared/italian-time';
import { SCHEDULES, type ScheduleDefinition, type ScheduleName } from '../../shared/resources';
import { loadHandler } from './handler-loader';
import type { LocalLogger } from './logger';

/**
 * The next instant a schedule runs after `now`: its hours and minutes counted from the start of the
 * Italian day (today's, else tomorrow's). Its hours are after midnight and before the night's clock
 * change (02:00-03:00), so counting from the day's start is the wall clock.
 */
export function nextRun(definition: Pick<ScheduleDefinition, 'minute' | 'hour'>, now: Date): Date {
  const minutes = definition.minute.split(',').map(Number);
  const hours = definition.hour.split(',').map(Number);
  const today = romeDay(now);
  for (const day of [today, nextDay(today)]) {
    const start = Date.parse(romeDayStartUtc(day));
    const runs = hours.flatMap((hour) => minutes.map((minute) => start + (hour * 60 + minute) * 60_000)).sort();
    const next = runs.find((at) => at > now.getTime());
    if (next !== undefined) return new Date(next);
  }
  throw new Error(`No run of ${definition.hour}:${definition.minute} in two days`);
}

export interface LocalSchedules {
  /** Runs a schedule's function now, as its timer would (tests move the clock, then run it). */
  run(name: ScheduleName): Promise<unknown>;
  stop(): void;
}

/**
 * The local runtime's EventBridge Scheduler: a timer per schedule of shared/resources.ts, at the next of
 * its times in Italy, invoking its handler module and setting the next one. A run that fails is logged;
 * the next one comes all the same (the functions are idempotent, as in AWS).
 */
export function startSchedules(log: LocalLogger): LocalSchedules {
  const timers = new Map<ScheduleName, NodeJS.Timeout>();
  let stopped = false;

  async function run(name: ScheduleName): Promise<unknown> {
    const handler = await loadHandler<Record<string, never>, unknown>(SCHEDULES[name].handler);
    return handler({}, { functionName: name, awsRequestId: `schedule-${name}-${Date.now()}` } as never);
  }

  function arm(name: ScheduleName) {
    if (stopped) return;
    const delay = nextRun(SCHEDULES[name], new Date()).getTime() - Date.now();
    const timer = setTimeout(() => {
      run(name)
        .catch((error) => log.error(`schedule ${name} failed`, error))
        .finally(() => arm(name));
    }, delay);
    // The runtime may stop while a timer waits: it never keeps the process alive by itself.
    timer.unref();
    timers.set(name, timer);
  }

  for (const name of Object.keys(SCHEDULES) as ScheduleName[]) arm(name);
  return {
    run,
    stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };
}
