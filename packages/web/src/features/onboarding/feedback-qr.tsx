import { Copy, Download, QrCode } from 'lucide-react';
import { useEffect, useState } from 'react';
import { qrFileName } from '@tablestay/core/onboarding/schema';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { toast } from '../shared/toast';

/** SPEC §9: the QR is 256 px wide on screen with margin 2, black on white; the download is 640 px. */
const SCREEN_WIDTH = 256;
const DOWNLOAD_WIDTH = 640;

/** The public feedback page a restaurant's QR code opens (SPEC §2 /r/{restaurantId}). */
const feedbackUrl = (restaurantId: string) => `${window.location.origin}/r/${restaurantId}`;

// The library (a well-kept encoder, not a hand-made one) loads only where a QR code is shown.
async function qrDataUrl(text: string, width: number): Promise<string> {
  const mod = await import('qrcode');
  const lib = 'toDataURL' in mod ? mod : (mod as unknown as { default: typeof mod }).default;
  return lib.toDataURL(text, { width, margin: 2, color: { dark: '#000000', light: '#ffffff' }, errorCorrectionLevel: 'M' });
}

/**
 * The feedback QR card (wizard step 4 and the dashboard's Settings): the code for {host}/r/{id},
 * Copy URL, and a 640 px PNG download named feedback-qr-{name-with-dashes}.png.
 */
export function FeedbackQrCard({ restaurantId, name }: { restaurantId: string; name: string }) {
  const { t } = useI18n();
  const url = feedbackUrl(restaurantId);
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    qrDataUrl(url, SCREEN_WIDTH).then(
      (src) => live && setImage(src),
      () => {
        if (!live) return;
        setFailed(true);
        toast.error(t('common.error'), { description: t('onboarding.qr.failed') });
      },
    );
    return () => {
      live = false;
    };
  }, [url, t]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('onboarding.qr.copied'));
    } catch {
      toast.error(t('common.error'), { description: t('onboarding.qr.copyFailed') });
    }
  };

  const download = async () => {
    try {
      const a = document.createElement('a');
      a.href = await qrDataUrl(url, DOWNLOAD_WIDTH);
      a.download = qrFileName(name);
      document.body.append(a);
      a.click();
      a.remove();
      toast.success(t('onboarding.qr.downloaded'));
    } catch {
      toast.error(t('common.error'), { description: t('onboarding.qr.failed') });
    }
  };

  return (
    <Card className="flex flex-col items-center gap-4 p-4 text-center sm:p-6">
      <div className="flex items-center gap-2 self-start">
        <QrCode aria-hidden className="size-5 text-primary" />
        <h2 className="text-lg font-semibold">{t('onboarding.qr.title')}</h2>
      </div>
      <p className="self-start text-left text-sm text-muted-foreground">{t('onboarding.qr.text')}</p>
      <div className="grid size-64 max-w-full place-items-center rounded-xl border border-border bg-white">
        {image ? (
          <img src={image} width={SCREEN_WIDTH} height={SCREEN_WIDTH} alt={t('onboarding.qr.alt', { name })} className="size-full" />
        ) : failed ? (
          <p role="alert" className="px-4 text-sm text-destructive">
            {t('onboarding.qr.failed')}
          </p>
        ) : (
          <div role="status" aria-label={t('common.loading')} className="size-48 animate-pulse rounded-lg bg-muted" />
        )}
      </div>
      <p className="w-full wrap-anywhere rounded-lg bg-muted px-3 py-2 font-mono text-sm" data-testid="feedback-url">
        {url}
      </p>
      <div className="grid w-full gap-2 sm:grid-cols-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden className="size-4" /> {t('onboarding.qr.copy')}
        </Button>
        <Button variant="outline" onClick={() => void download()} disabled={failed}>
          <Download aria-hidden className="size-4" /> {t('onboarding.qr.download')}
        </Button>
      </div>
    </Card>
  );
}
