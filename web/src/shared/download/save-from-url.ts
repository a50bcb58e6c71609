/**
 * Hands a presigned URL to the browser as a download. The object's Content-Disposition already names
 * it `{fileName}.zip`; `download` says the same for a same-origin URL, where the header is not needed.
 * A temporary link rather than window.location, so a failure never navigates away from the console.
 */
export function saveFromUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
