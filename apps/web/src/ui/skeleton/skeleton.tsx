import styles from './skeleton.module.css';

interface SkeletonProps {
  /** Height of the placeholder block, any CSS length. */
  height?: string;
  width?: string;
  radius?: string;
}

/** A grey placeholder block. Decorative: pair it with an accessible busy label on its container. */
export function Skeleton({ height = '1rem', width = '100%', radius }: SkeletonProps) {
  return (
    <span
      className={styles.skeleton}
      style={{ blockSize: height, inlineSize: width, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}
