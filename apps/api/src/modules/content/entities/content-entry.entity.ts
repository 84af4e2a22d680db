import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A localised block of site content (e.g. the home page), stored as JSON per language. */
@Entity({ name: 'content_entries' })
export class ContentEntryEntity {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @PrimaryColumn({ type: 'text' })
  locale: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'text', name: 'updated_at' })
  updatedAt: string;
}
