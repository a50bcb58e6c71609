/**
 * Text as the lists search it: accents dropped, upper case, runs of spaces as one. A name is stored
 * folded beside itself and a typed search is folded the same way, so 'Caffè Società' is found by
 * 'caffe societa' (the white list's company name, the agency mapping's code and name).
 */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}
