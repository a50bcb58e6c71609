import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { REPO_ROOT } from './settings';

export type LambdaHandler<E = unknown, R = unknown> = (event: E, context: Context) => Promise<R>;

const modules = new Map<string, Promise<LambdaHandler>>();

export class MissingHandlerModule extends Error {}

/**
 * The `handler` export of a module named relative to the repository root, imported once like a warm
 * Lambda container. Imported lazily, after the handler environment is set.
 */
export function loadHandler<E, R>(modulePath: string): Promise<LambdaHandler<E, R>> {
  let loaded = modules.get(modulePath);
  if (!loaded) {
    loaded = importHandler(modulePath);
    // A failed import is not cached: the next request retries once the file is fixed.
    loaded.catch(() => modules.delete(modulePath));
    modules.set(modulePath, loaded);
  }
  return loaded as Promise<LambdaHandler<E, R>>;
}

export const handlerModuleExists = (modulePath: string) => existsSync(resolve(REPO_ROOT, modulePath));

async function importHandler(modulePath: string): Promise<LambdaHandler> {
  const file = resolve(REPO_ROOT, modulePath);
  if (!existsSync(file)) throw new MissingHandlerModule(`Handler module ${modulePath} does not exist`);
  const module = (await import(pathToFileURL(file).href)) as { handler?: unknown };
  if (typeof module.handler !== 'function') throw new Error(`${modulePath} does not export a handler function`);
  return module.handler as LambdaHandler;
}
