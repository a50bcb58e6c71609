import { create } from 'qrcode/lib/core/qrcode';
import { useMemo } from 'react';

/** Light margin around the code, in modules: readers need four (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/**
 * The TOTP URI as a QR code an authenticator app scans, drawn as SVG from qrcode's module matrix: no
 * canvas and no image URL, so it renders under the console's CSP and in any test environment.
 */
export function TotpQrCode({ uri, label, size = 192 }: { uri: string; label: string; size?: number }) {
  const path = useMemo(() => {
    const { modules } = create(uri, { errorCorrectionLevel: 'M' });
    const dark: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) dark.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
      }
    }
    return { d: dark.join(''), extent: modules.size + 2 * QUIET_ZONE };
  }, [uri]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${path.extent} ${path.extent}`}
      shapeRendering="crispEdges"
      data-testid="totp-qr-code"
    >
      <rect width={path.extent} height={path.extent} fill="#ffffff" />
      <path d={path.d} fill="#000000" />
    </svg>
  );
}
