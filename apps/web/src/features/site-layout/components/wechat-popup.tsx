import { COMPANY } from '@atelier/contracts';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../../ui/dialog/dialog';
import styles from './site-footer.module.css';

/**
 * The WeChat QR popup of the footer: a real QR code of the official account's link, drawn by the
 * `qrcode` library when the popup opens (the library is fetched then, never with the page).
 */
export function WeChatPopup({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  const hintId = useId();
  return (
    <Dialog
      open={open}
      title={intl.formatMessage({ id: 'footer.wechat.title' })}
      describedBy={hintId}
      onClose={onClose}
    >
      <QrCode
        text={COMPANY.wechat.url}
        label={intl.formatMessage({ id: 'footer.wechat.qrLabel' })}
      />
      <p id={hintId} className={styles.popupText}>
        {intl.formatMessage({ id: 'footer.wechat.hint' }, { account: COMPANY.wechat.account })}
      </p>
      <div className={styles.popupActions}>
        <button type="button" className="button button--primary" onClick={onClose}>
          {intl.formatMessage({ id: 'footer.close' })}
        </button>
      </div>
    </Dialog>
  );
}

function QrCode({ text, label }: { text: string; label: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(text, { width: 220, margin: 2, errorCorrectionLevel: 'M' }),
      )
      .then((url) => {
        if (current) setSource(url);
      });
    return () => {
      current = false;
    };
  }, [text]);
  return (
    <div className={styles.qr}>
      {source ? (
        <img src={source} alt={label} width={220} height={220} />
      ) : (
        <span className={styles.qrPending} aria-hidden="true" />
      )}
    </div>
  );
}
