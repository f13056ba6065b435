import { useEffect, useRef, useState } from 'react';
import { looksLikeBadgeCode, normaliseBadgeCode } from '../../../../domain/tickets/badge-lookup';
import { qrReader } from './qr-reader';

interface BadgeScannerProps {
  /** A badge code read from a QR code; the page then closes the scanner (which stops the camera). */
  onCode(code: string): void;
  onClose(): void;
}

// A few reads a second is plenty for a badge held up to the phone, and leaves the phone's CPU cool.
const READ_EVERY_MS = 150;

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'The camera is blocked for this page. Allow it in the browser’s site settings, or search by name or code below.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'This phone has no camera the page can use. Search by name or code below.';
  if (name === 'NotReadableError')
    return 'Another app is using the camera. Close it and tap Scan again, or search by name or code below.';
  return 'The camera or the QR reader could not start. Search by name or code below.';
}

/**
 * The camera view: the back camera, read for QR codes until one holds a badge code
 * (docs/product/organisers.md, "Check-in at the door").
 */
export function BadgeScanner({ onCode, onClose }: BadgeScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onCode);
  latest.current = onCode;
  const [state, setState] = useState<'starting' | 'scanning' | 'failed'>('starting');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const element = video.current;

    async function start() {
      if (!element) return;
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('no camera API', 'NotFoundError');
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      if (stopped) return;
      element.srcObject = stream;
      await element.play();
      const reader = await qrReader();
      if (stopped) return;
      setState('scanning');
      const read = async () => {
        if (stopped) return;
        if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          const found = await reader.detect(element).catch(() => []);
          if (stopped) return;
          const badge = found.find((code) => looksLikeBadgeCode(code.rawValue));
          if (badge) {
            latest.current(normaliseBadgeCode(badge.rawValue));
            return;
          }
          if (found.length > 0) setMessage('That QR code is not a badge. Hold the badge’s own QR code up.');
        }
        timer = setTimeout(() => void read(), READ_EVERY_MS);
      };
      void read();
    }

    start().catch((error: unknown) => {
      if (stopped) return;
      console.error('Check-in camera failed', error);
      setState('failed');
      setMessage(cameraProblem(error));
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="door-scanner">
      <div className="door-scanner__view" hidden={state === 'failed'}>
        {/* The camera's picture has no sound and nothing to caption. */}
        <video ref={video} className="door-scanner__video" muted playsInline aria-label="Camera view" />
        {state === 'scanning' && <div className="door-scanner__frame" aria-hidden="true" />}
      </div>
      <p className="door-scanner__status" role="status">
        {state === 'starting' && 'Starting the camera…'}
        {state === 'scanning' && (message ?? 'Hold the badge’s QR code inside the square.')}
        {state === 'failed' && message}
      </p>
      <button type="button" className="button door-button--wide" onClick={onClose}>
        Stop scanning
      </button>
    </div>
  );
}
