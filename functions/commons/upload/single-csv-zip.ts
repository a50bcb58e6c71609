import JSZip from 'jszip';

/** Why an uploaded zip was refused. */
export class UploadedZipError extends Error {
  constructor(readonly reason: 'UNREADABLE' | 'TOO_LARGE') {
    super(reason === 'TOO_LARGE' ? 'The zip inflates beyond the limit' : 'Not a zip holding one file');
    this.name = 'UploadedZipError';
  }
}

/** jszip's chunk stream behind `async` and `nodeStream`: the one that lets us stop mid-inflate. */
interface ChunkStream {
  on(event: 'data', listener: (chunk: Uint8Array) => void): ChunkStream;
  on(event: 'error', listener: (error: unknown) => void): ChunkStream;
  on(event: 'end', listener: () => void): ChunkStream;
  resume(): ChunkStream;
  pause(): ChunkStream;
}

/** The one file of a zip (folders ignored); UploadedZipError UNREADABLE when it is no zip or holds another count. */
export async function singleZipEntry(zipBytes: Uint8Array): Promise<JSZip.JSZipObject> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(zipBytes);
  } catch {
    throw new UploadedZipError('UNREADABLE');
  }
  const files = Object.values(zip.files).filter((entry) => !entry.dir);
  if (files.length !== 1) throw new UploadedZipError('UNREADABLE');
  return files[0] as JSZip.JSZipObject;
}

/**
 * The content of the one file in an uploaded zip (folders ignored), inflated with a running byte count
 * that stops as soon as it passes `maxBytes`. The sizes the zip's headers declare are never read: a zip
 * bomb declares what it likes. jszip inflates 16 KiB of compressed input at a time, so the work done
 * past the limit is bounded by one block (deflate expands at most ~1,000 times: ~16 MB).
 */
export async function inflateSingleFile(
  zipBytes: Uint8Array,
  maxBytes: number,
  /** Counts every byte inflated, those past the stop included: lets a test see the work done. */
  progress: { inflatedBytes: number } = { inflatedBytes: 0 },
): Promise<Buffer> {
  const entry = (await singleZipEntry(zipBytes)) as JSZip.JSZipObject & {
    internalStream(type: 'uint8array'): ChunkStream;
  };

  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let stopped = false;
    let stream: ChunkStream;
    try {
      stream = entry.internalStream('uint8array');
    } catch {
      reject(new UploadedZipError('UNREADABLE'));
      return;
    }
    stream
      .on('data', (chunk) => {
        progress.inflatedBytes += chunk.byteLength;
        if (stopped) return;
        if (progress.inflatedBytes > maxBytes) {
          stopped = true;
          chunks.length = 0;
          stream.pause();
          reject(new UploadedZipError('TOO_LARGE'));
          return;
        }
        chunks.push(chunk);
      })
      .on('error', () => {
        if (!stopped) reject(new UploadedZipError('UNREADABLE'));
        stopped = true;
      })
      .on('end', () => {
        if (!stopped) resolve(Buffer.concat(chunks));
      })
      .resume();
  });
}
