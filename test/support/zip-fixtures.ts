import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Zip files written by hand, byte by byte, for the upload tests: jszip would never write the
 * malicious ones (a header declaring 100 bytes over an entry inflating to 30 MB).
 */
export interface ZipEntry {
  name: string;
  /** The entry's content; omit for a folder (a name ending in '/'). */
  data?: Buffer;
  /** Store instead of deflate. */
  stored?: boolean;
  /** The uncompressed size written in the headers, when it should lie. */
  declaredSize?: number;
}

export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = entry.data ?? Buffer.alloc(0);
    const method = entry.stored || !entry.data ? 0 : 8;
    const body = method === 8 ? deflateRawSync(data, { level: 9 }) : data;
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(data);
    const size = entry.declaredSize ?? data.byteLength;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.byteLength, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    locals.push(local, name, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.byteLength, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(entry.name.endsWith('/') ? 0x10 : 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.byteLength + name.byteLength + body.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A zip bomb: `megabytes` of zeros, deflated to about a thousandth, its header claiming 100 bytes. */
export const zipBomb = (megabytes: number) =>
  zipOf([{ name: 'subjects.csv', data: Buffer.alloc(megabytes * 1024 * 1024), declaredSize: 100 }]);
