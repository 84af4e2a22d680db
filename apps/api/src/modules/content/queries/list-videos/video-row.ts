import type { Video, VideoCategory } from '@atelier/contracts';

/** A row of site_videos and its mapping to the contract's Video. */
export interface VideoRow {
  id: string;
  category: VideoCategory;
  featured: number;
  title: string;
  description: string;
  poster_url: string;
  duration_seconds: number;
  url: string | null;
  published_on: string;
}

export const VIDEO_COLUMNS =
  'id, category, featured, title, description, poster_url, duration_seconds, url, published_on';

export function videoOf(row: VideoRow): Video {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    description: row.description,
    posterUrl: row.poster_url,
    durationSeconds: row.duration_seconds,
    url: row.url,
    publishedOn: row.published_on,
    featured: row.featured === 1,
  };
}
