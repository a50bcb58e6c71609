/**
 * The one function of the `qrcode` package the console uses: its pure encoder, without the package's
 * canvas and file renderers (which the console does not need and would ship). The package has no types.
 */
declare module 'qrcode/lib/core/qrcode' {
  export interface QrModules {
    size: number;
    get(row: number, column: number): number | boolean;
  }
  export function create(
    text: string,
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): { modules: QrModules };
}
