/**
 * What a hostile client puts where the contract expects something else: JSON values for a field,
 * whole bodies, query parameters, header names and values, path segments. Each entry has a short
 * label, so a failure report says which kind of value it was.
 */

export interface Labelled<T> {
  label: string;
  value: T;
}

const labelled = <T>(entries: Record<string, T>): Labelled<T>[] =>
  Object.entries(entries).map(([label, value]) => ({ label, value }));

/** The keys JavaScript objects inherit: as object keys, query names and header names. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

const nested = (depth: number, leaf: unknown, wrap: (inner: unknown) => unknown): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = wrap(value);
  return value;
};

/** An object whose own keys are the inherited ones (JSON.parse makes `__proto__` an own key). */
const prototypeKeysObject = (): unknown =>
  JSON.parse(`{${PROTOTYPE_KEYS.map((key) => `"${key}":{"polluted":true}`).join(',')}}`);

/** Characters that break text handling: controls, separators, invisible and direction marks, lone surrogates. */
export const HOSTILE_TEXTS = labelled({
  empty: '',
  blank: '   ',
  nul: 'a\u0000b',
  'all C0 controls': Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join(''),
  'newline and tab': 'riga uno\nriga\tdue\r\n',
  DEL: 'a\u007fb',
  'C1 controls': '\u0080\u0085\u009b\u009f',
  'line separators': 'a\u2028b\u2029c',
  BOM: '\ufeffRSSMRA85T10A562S',
  'bidi override': '\u202eabc\u202c\u2066x\u2069',
  'zero width': 'a\u200b\u200c\u200d\u2060b',
  'lone high surrogate': 'a\ud800b',
  'lone low surrogate': '\udfffz',
  emoji: '👨‍👩‍👧‍👦🚦',
  'combining marks': `a${'\u0301'.repeat(300)}`,
  'non-Latin letters': 'Łukasz Øster Æbeltoft Œuvre Đorđe 東京 مرحبا',
  'NaN-ish': 'NaN',
  'Infinity-ish': '-Infinity',
  'huge number text': '1e999',
  'hex number text': '0x1F',
  'null text': 'null',
  'undefined text': 'undefined',
  'JSON text': '{"a":[1,2]}',
  'path traversal': '../../../../etc/passwd',
  'windows traversal': '..\\..\\..\\windows\\win.ini',
  'encoded traversal': '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'regex hostile': `${'a'.repeat(64)}!(a+)+$[`,
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder syntax is the hostile part.
  'regex metacharacters': '.*+?^${}()|[]\\',
  'SQL-ish': "' OR '1'='1'; --",
  'NoSQL-ish': '{"$gt":""}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder syntax is the hostile part.
  'template-ish': '${7*7}{{7*7}}#{7*7}',
  'CSV formula': '=HYPERLINK("http://x","y")',
  'HTML script': '<script>alert(1)</script>',
  'impossible date': '2025-02-30',
  'year 9999': '9999-12-31',
  'year 0000': '0000-01-01',
  'extended year': '+275760-09-13T00:00:00Z',
  'long text 10 kB': 'x'.repeat(10_000),
});

/** Field values of every JSON type, the hostile texts among them. */
export const HOSTILE_VALUES: Labelled<unknown>[] = [
  ...labelled<unknown>({
    null: null,
    true: true,
    false: false,
    zero: 0,
    'minus one': -1,
    'negative zero': -0,
    fraction: 0.5,
    'beyond safe integer': 2 ** 53 + 2,
    'max double': Number.MAX_VALUE,
    'min negative double': -Number.MAX_VALUE,
    denormal: 5e-324,
    'empty array': [],
    'array of null': [null],
    'array of mixed': [1, 'a', null, {}, []],
    'array of 10,000': Array.from({ length: 10_000 }, () => 'a'),
    'empty object': {},
    'object with prototype keys': prototypeKeysObject(),
    'arrays 100 deep': nested(100, 1, (inner) => [inner]),
    'objects 100 deep': nested(100, 1, (inner) => ({ a: inner })),
    'objects 100 deep under __proto__': nested(100, 1, (inner) => JSON.parse(`{"__proto__":${JSON.stringify(inner)}}`)),
  }),
  ...HOSTILE_TEXTS,
];

/** One value of a megabyte; costly to send, so a few cases per route carry it. */
export const MEGABYTE_TEXT = 'é'.repeat(512 * 1024);

/** Whole bodies, as bytes: not JSON, not UTF-8, not an object, or too big. */
export const HOSTILE_BODIES: Labelled<Buffer>[] = labelled({
  'no body': Buffer.alloc(0),
  space: Buffer.from(' '),
  'JSON null': Buffer.from('null'),
  'JSON true': Buffer.from('true'),
  'JSON number': Buffer.from('42'),
  'JSON string': Buffer.from('"testo"'),
  'JSON array': Buffer.from('[]'),
  'array of objects': Buffer.from('[{},{}]'),
  'empty object': Buffer.from('{}'),
  'unclosed object': Buffer.from('{'),
  'unclosed string': Buffer.from('{"a":"'),
  'trailing comma': Buffer.from('{"a":1,}'),
  'single quotes': Buffer.from("{'a':1}"),
  'two documents': Buffer.from('{"a":1}{"b":2}'),
  'NaN literal': Buffer.from('{"a":NaN}'),
  'undefined literal': Buffer.from('{"a":undefined}'),
  comment: Buffer.from('{/* c */"a":1}'),
  'duplicate keys': Buffer.from('{"pageNumber":1,"pageNumber":"x"}'),
  'prototype keys': Buffer.from(JSON.stringify(prototypeKeysObject())),
  'BOM then JSON': Buffer.from('\ufeff{}'),
  'invalid UTF-8 in a string': Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]),
  'invalid UTF-8 bytes only': Buffer.from([0xff, 0xfe, 0xfd, 0x80, 0x81]),
  'overlong NUL': Buffer.from([0x7b, 0x22, 0xc0, 0x80, 0x22, 0x3a, 0x31, 0x7d]),
  'UTF-16 JSON': Buffer.from('{"a":1}', 'utf16le'),
  'NUL bytes': Buffer.from([0, 0, 0, 0]),
  'escaped lone surrogate': Buffer.from('{"a":"\\ud800"}'),
  'arrays 10,000 deep': Buffer.from(`${'['.repeat(10_000)}${']'.repeat(10_000)}`),
  'objects 10,000 deep': Buffer.from(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`),
  'unclosed arrays 100,000 deep': Buffer.from('['.repeat(100_000)),
  'huge number': Buffer.from(`{"pageNumber":1${'0'.repeat(400)}}`),
  'form encoded': Buffer.from('a=1&b=2'),
  XML: Buffer.from('<?xml version="1.0"?><a/>'),
});

/** One byte over the 6 MB payload limit (a valid JSON text), sent once per route. */
export const OVERSIZED_BODY = Buffer.from(JSON.stringify({ a: 'x'.repeat(6 * 1024 * 1024) }));

export const HOSTILE_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/vnd.api+json',
  'application/jsonx',
  '*/*',
  '',
];

/**
 * Query strings as sent (already encoded). Invalid UTF-8 travels percent-encoded, as a URL carries it.
 */
export const HOSTILE_QUERIES: Labelled<string>[] = labelled({
  ...Object.fromEntries(PROTOTYPE_KEYS.map((key) => [`name ${key}`, `${key}=1`])),
  'prototype names in brackets': '__proto__[polluted]=1&constructor[prototype][x]=1',
  'empty name': '=1',
  'name only': 'filters',
  'bare question mark': '',
  'duplicate names': 'filters=%7B%7D&filters=%7B%7D&filters=x',
  'array syntax': 'filters[]=1&filters[a]=2',
  'NUL in name and value': 'a%00b=c%00d',
  'C0 and DEL': 'x=%01%02%1F%7F',
  'C1 controls': 'x=%C2%80%C2%9B',
  'U+2028 and U+FEFF': 'x=%E2%80%A8%EF%BB%BF',
  'bidi override': 'x=%E2%80%AE',
  'invalid UTF-8': 'x=%FF%FE&%C0%AF=1',
  'lone surrogate as UTF-8': 'x=%ED%A0%80',
  'broken percent': 'x=%&y=%zz&%=1',
  '10,000 parameters': Array.from({ length: 10_000 }, (_, index) => `p${index}=1`).join('&'),
  'long value 8 kB': `x=${'a'.repeat(8000)}`,
});

/** `filters` texts of a GET whose filters travel as JSON. */
export const HOSTILE_FILTERS: Labelled<string>[] = labelled({
  'not JSON': '{',
  'JSON null': 'null',
  'JSON array': '[]',
  'JSON string': '"x"',
  'JSON number': '1e999',
  'unknown key': '{"nope":1}',
  'prototype keys': JSON.stringify(prototypeKeysObject()),
  'year 9999 range': '{"dateRange":{"startDate":"9999-01-01","endDate":"9999-12-31"}}',
  'year 0000 range': '{"dateRange":{"startDate":"0000-01-01","endDate":"0000-12-31"}}',
  'year 1000 range': '{"dateRange":{"startDate":"1000-01-01","endDate":"1000-12-31"}}',
  'reversed range': '{"dateRange":{"startDate":"2025-12-31","endDate":"2025-01-01"}}',
  'range of a century': '{"dateRange":{"startDate":"1925-01-01","endDate":"2025-12-31"}}',
  'impossible dates': '{"dateRange":{"startDate":"2025-02-30","endDate":"2025-02-31"}}',
  'arrays 100 deep': `{"a":${'['.repeat(100)}${']'.repeat(100)}}`,
  'longer than 8000': JSON.stringify({ fileName: 'x'.repeat(8000) }),
  'controls in a text': '{"fileName":"a\\u0000\\u001f\\u007f\\u2028b"}',
});

/** Path segments as sent: traversal, encodings, regex-hostile text and inherited names. */
export const HOSTILE_SEGMENTS: Labelled<string>[] = labelled({
  dot: '.',
  'dot dot': '..',
  'encoded dot dot': '%2e%2e',
  'encoded traversal': '..%2F..%2F..%2Fetc%2Fpasswd',
  'encoded slash': 'a%2Fb',
  backslash: 'a%5Cb',
  'encoded NUL': 'a%00b',
  'C0 and DEL': '%01%1F%7F',
  'C1 control': '%C2%85',
  'U+2028': '%E2%80%A8',
  BOM: '%EF%BB%BFRM',
  'bidi override': '%E2%80%AE',
  'lone surrogate as UTF-8': '%ED%A0%80',
  'invalid UTF-8': '%FF%FE',
  'overlong slash': '%C0%AF',
  'broken percent': '%',
  'bad percent': '%zz',
  'encoded percent': '%25',
  'regex hostile': '(a%2B)%2B%24',
  'regex wildcard': '.*',
  bracket: '%5B',
  star: '*',
  space: '%20',
  tab: '%09',
  quote: '%22%27',
  'HTML script': '%3Cscript%3E',
  'template-ish': '$%7B7*7%7D',
  'long 4,000': 'a'.repeat(4000),
  'digits 30': '1'.repeat(30),
  'minus one': '-1',
  NaN: 'NaN',
  'lower-case code': 'rm',
  'non-Latin': '%C5%81%C3%B3d%C5%BA',
  ...Object.fromEntries(PROTOTYPE_KEYS.map((key) => [key, key])),
});

/** Header values as sent (one byte per character); raw controls would not be parsed as HTTP at all. */
export const HOSTILE_HEADER_VALUES: Labelled<string>[] = labelled({
  empty: '',
  'latin1 bytes': '\u00ff\u00fe\u00e9',
  'invalid UTF-8': '\u00c0\u00af\u00ed\u00a0\u0080',
  'long 8 kB': 'v'.repeat(8000),
  'JSON text': '{"__proto__":{"polluted":true}}',
  tab: 'a\tb',
});

export const HOSTILE_HEADER_NAMES = [
  ...PROTOTYPE_KEYS,
  'x-amzn-requestid',
  'x-forwarded-for',
  'x-http-method-override',
  'x-amz-target',
  'cookie',
  'content-encoding',
];
