import { AVATAR_UPLOAD } from '@atelier/contracts';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { FieldErrorText } from '../../../ui/form/text-field';
import formStyles from '../../../ui/form/form.module.css';
import { isAcceptableAvatar } from '../avatar-check';
import styles from './account-page.module.css';

interface AvatarPickerProps {
  /** The saved avatar's URL, if any. */
  currentUrl: string | null;
  error: string | null;
  /** The chosen file (null when none or refused) and whether it was refused. */
  onChange(file: File | null, refused: boolean): void;
}

/**
 * Picture upload with a preview. The file is checked as the server checks it (type by content,
 * AVATAR_UPLOAD's size limit) before it is shown or sent; a refused file shows "picture format
 * or size wrong" and is not kept.
 */
export function AvatarPicker({ currentUrl, error, onChange }: AvatarPickerProps) {
  const intl = useIntl();
  const id = useId();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  // Each preview URL holds the file in memory until revoked.
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!file) return;
    const acceptable = await isAcceptableAvatar(file);
    if (!acceptable) {
      event.target.value = '';
      setPreviewUrl(null);
      onChange(null, true);
      return;
    }
    setPreviewUrl(URL.createObjectURL(file));
    onChange(file, false);
  };

  const shown = previewUrl ?? currentUrl;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.avatar}>
      {shown ? (
        <img
          className={styles.avatarPreview}
          src={shown}
          alt={intl.formatMessage({
            id: previewUrl ? 'account.avatar.preview' : 'account.avatar.current',
          })}
          width={96}
          height={96}
        />
      ) : (
        <span className={styles.avatarPreview} aria-hidden="true" />
      )}
      <div className={styles.avatarControls}>
        <input
          id={id}
          className={styles.fileInput}
          type="file"
          name="avatar"
          accept={AVATAR_UPLOAD.mimeTypes.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          onChange={(event) => void choose(event)}
        />
        <label htmlFor={id} className={`button button--secondary ${styles.fileButton}`}>
          {intl.formatMessage({ id: 'account.avatar.choose' })}
        </label>
        <p id={hintId} className={formStyles.hint}>
          {intl.formatMessage(
            { id: 'account.avatar.hint' },
            { megabytes: AVATAR_UPLOAD.maxBytes / (1024 * 1024) },
          )}
        </p>
        {/* Announced when it appears: choosing a file gives no other feedback to a screen reader. */}
        <div aria-live="polite">
          {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
        </div>
      </div>
    </div>
  );
}
