import { Column, Entity, PrimaryColumn } from 'typeorm';

export type BannerPlacement = 'home' | 'other';

@Entity({ name: 'banners' })
export class BannerEntity {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @PrimaryColumn({ type: 'text' })
  locale: string;

  @Column({ type: 'text' })
  placement: BannerPlacement;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  subtitle: string;

  @Column({ type: 'text', name: 'image_url' })
  imageUrl: string;

  @Column({ type: 'text', name: 'link_url' })
  linkUrl: string;

  @Column({ type: 'integer' })
  position: number;

  /** The inner page (SITE_SECTIONS) of an "other" banner; null for a general one. */
  @Column({ type: 'text', nullable: true })
  section: string | null;
}
