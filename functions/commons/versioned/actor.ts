import type { Caller } from '../http/caller';
import { fourEyesRuleOn } from './four-eyes';

/** Who changes a version, when, and whether the stage asks a second person to publish. */
export interface Actor {
  username: string;
  /** The instant of the change, ISO. */
  at: string;
  fourEyes: boolean;
}

export function actorOf(caller: Caller, now: Date = new Date()): Actor {
  return { username: caller.username, at: now.toISOString(), fourEyes: fourEyesRuleOn() };
}
