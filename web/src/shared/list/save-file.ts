/** Hands a text to the browser as a download (the per-list CSV exports, spec section 7). */
export function saveTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; release it once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
