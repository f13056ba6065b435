import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

// Reading badge QR codes from the camera (docs/product/organisers.md, "Check-in at the door"): the browser's
// own BarcodeDetector where it has one that reads QR codes (Android's Chrome, Safari), else the
// barcode-detector polyfill (ZXing compiled to WebAssembly). The polyfill and its WebAssembly are loaded
// only here, when a volunteer first taps Scan, and from this site: by default the polyfill would
// fetch its WebAssembly from a CDN, which the site's content policy (and a venue's flaky network) refuse.

export interface QrReader {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): QrReader;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeReader(): Promise<QrReader | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

let polyfill: Promise<QrReader> | undefined;

async function polyfillReader(): Promise<QrReader> {
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  // Loaded now rather than at the first frame, so a failure shows when the camera opens.
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

/** A QR code reader; the polyfill is made once per page. */
export async function qrReader(): Promise<QrReader> {
  const native = await nativeReader();
  if (native) return native;
  polyfill ??= polyfillReader().catch((error: unknown) => {
    polyfill = undefined;
    throw error;
  });
  return polyfill;
}
