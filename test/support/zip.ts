import JSZip from 'jszip';

/** The one file of a downloaded zip, as text, with its name. */
export async function onlyFileOf(zipBytes: ArrayBuffer | Uint8Array): Promise<{ name: string; text: string }> {
  const zip = await JSZip.loadAsync(zipBytes);
  const files = Object.values(zip.files).filter((entry) => !entry.dir);
  if (files.length !== 1) throw new Error(`expected one file in the zip, found ${files.length}`);
  const [file] = files as [JSZip.JSZipObject];
  return { name: file.name, text: await file.async('string') };
}

/** CSV lines without the trailing empty one. */
export const csvLines = (text: string) =>
  text.split('\r\n').filter((line, index, all) => line || index < all.length - 1);
