/**
 * The named arguments of the local commands (`npm run seed`, `npm run tallies`): `--name value`,
 * `--name=value` or a flag alone, each at most once; `--help` or `-h` asks for the usage. Pure, so each
 * command tests its messages; the command only prints them.
 */
export type NamedArgs<Name extends string> =
  | { kind: 'values'; values: Partial<Record<Name, string>> }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

/** Reads `argv` as the `names` it knows; `flags` take no value and read as 'yes' when given. */
export function parseNamedArgs<Name extends string>(
  argv: readonly string[],
  names: readonly Name[],
  flags: readonly Name[] = [],
): NamedArgs<Name> {
  const values: Partial<Record<Name, string>> = {};
  const error = (message: string): NamedArgs<Name> => ({ kind: 'error', message });
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] as string;
    if (argument === '--help' || argument === '-h') return { kind: 'help' };
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argument);
    const name = match?.[1] as Name | undefined;
    if (!match || !name || !names.includes(name)) return error(`Unknown argument '${argument}'.`);
    if (values[name] !== undefined) return error(`--${name} is given twice.`);
    if (flags.includes(name)) {
      values[name] = 'yes';
      continue;
    }
    const value = match[2] ?? argv[++index];
    if (value === undefined || value === '' || value.startsWith('--')) return error(`--${name} needs a value.`);
    values[name] = value;
  }
  return { kind: 'values', values };
}
