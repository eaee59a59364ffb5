import { useEffect, useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import SignaturePad, { type PointGroup } from 'signature_pad';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import type { RegistrationFormValues } from '@wf/shared/contracts/registration/registration-form';
import { useI18n } from './i18n.tsx';
import { fieldId, useErrorText } from './fields.tsx';
import { scalePointGroups, SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from './signature-scale.ts';

const PEN = { penColor: 'rgb(0, 0, 0)', backgroundColor: 'rgb(255, 255, 255)', minWidth: 0.7, maxWidth: 2.6 } as const;

/**
 * The e-signature: a 500x200 logical-pixel canvas, white background, black pen, Clear.
 * On narrow phones the canvas is scaled to the available width (CSS width 100%, aspect 5:2),
 * never cropped. The strokes are kept in logical coordinates, so a resize or rotation
 * redraws them at the new size; the backing store follows devicePixelRatio for sharp lines.
 * The value is a 500x200 PNG data URL.
 */
export function SignatureField({ disabled }: { disabled: boolean }) {
  const { t } = useI18n();
  const { control } = useFormContext<RegistrationFormValues>();
  const { field, fieldState } = useController({ name: 'signature', control });
  const error = useErrorText(fieldState.error?.message);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePad | null>(null);
  /** Strokes in 500x200 coordinates. */
  const strokes = useRef<PointGroup[]>([]);
  /** A signature restored from the session (only its image survives a reload). */
  const baseImage = useRef<string | null>(field.value || null);
  const cssWidth = useRef(0);
  const onChangeRef = useRef(field.onChange);
  useEffect(() => {
    onChangeRef.current = field.onChange;
  }, [field.onChange]);
  const id = fieldId('signature');

  useEffect(() => {
    const canvas = canvasRef.current!;
    const pad = new SignaturePad(canvas, PEN);
    padRef.current = pad;

    const redraw = () => {
      const width = canvas.getBoundingClientRect().width || SIGNATURE_WIDTH;
      const height = (width * SIGNATURE_HEIGHT) / SIGNATURE_WIDTH;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      cssWidth.current = width;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.getContext('2d')!.scale(ratio, ratio);
      pad.clear();
      const scale = width / SIGNATURE_WIDTH;
      const draw = () => pad.fromData(scalePointGroups(strokes.current, scale), { clear: false });
      if (baseImage.current) {
        pad.fromDataURL(baseImage.current, { width, height, ratio: 1 }).then(draw, draw);
      } else draw();
    };

    const exportPng = () => {
      const out = document.createElement('canvas');
      out.width = SIGNATURE_WIDTH;
      out.height = SIGNATURE_HEIGHT;
      const ctx = out.getContext('2d')!;
      ctx.fillStyle = PEN.backgroundColor;
      ctx.fillRect(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
      ctx.drawImage(canvas, 0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
      return out.toDataURL('image/png');
    };

    const onEnd = () => {
      // toData() holds the strokes in the canvas's CSS pixels; keep them in logical pixels.
      const scale = SIGNATURE_WIDTH / (cssWidth.current || SIGNATURE_WIDTH);
      strokes.current = scalePointGroups(pad.toData(), scale);
      onChangeRef.current(exportPng());
    };
    pad.addEventListener('endStroke', onEnd);

    redraw();
    let frame = 0;
    const observer = new ResizeObserver(() => {
      const width = canvas.getBoundingClientRect().width;
      if (Math.abs(width - cssWidth.current) < 1) return; // height-only changes (phone address bar)
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(redraw);
    });
    observer.observe(canvas);
    // A move to a screen with another pixel ratio (or zoom) needs a sharper backing store.
    const media = matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    const onRatio = () => requestAnimationFrame(redraw);
    media.addEventListener?.('change', onRatio);

    return () => {
      observer.disconnect();
      media.removeEventListener?.('change', onRatio);
      cancelAnimationFrame(frame);
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  const clear = () => {
    strokes.current = [];
    baseImage.current = null;
    padRef.current?.clear();
    field.onChange('');
  };

  return (
    <div className={`reg-signature${error ? ' has-error' : ''}`}>
      <p id={`${id}-hint`} style={{ margin: '0 0 8px' }}>
        {t('hints.signature')}
      </p>
      <canvas
        ref={(el) => {
          canvasRef.current = el;
          field.ref(el);
        }}
        id={id}
        tabIndex={0}
        role="img"
        aria-label={`${t('fields.signature')}. ${t('hints.signatureCanvas')}${field.value ? ` ${t('hints.signatureSaved')}.` : ''}`}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 4 }}>
        {error ? (
          <FormHelperText id={`${id}-error`} error sx={{ m: 0 }}>
            {error}
          </FormHelperText>
        ) : (
          <span />
        )}
        <Button onClick={clear} disabled={disabled} aria-label={`${t('actions.clear')}: ${t('fields.signature')}`}>
          {t('actions.clear')}
        </Button>
      </div>
    </div>
  );
}
