import type { Configuration } from '../../../shared/schemas/configuration';
import { findOnHead } from '../../commons/versioned/head';
import { configurationStore } from './configuration-store';

/** A configuration version by id wherever it is (in force, being prepared, archived); undefined when none has it. */
export async function findConfigurationVersion(id: string): Promise<Configuration | undefined> {
  const store = configurationStore();
  const head = await store.readHead();
  return findOnHead(head, id) ?? (await store.findArchived(id, head));
}

/** The configuration in force now. */
export async function currentConfiguration(): Promise<Configuration | undefined> {
  return (await configurationStore().readHead()).current ?? undefined;
}
