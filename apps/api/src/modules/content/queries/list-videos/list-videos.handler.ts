import type { VideoList } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ListVideosQuery } from './list-videos.query.js';
import { VIDEO_COLUMNS, videoOf, type VideoRow } from './video-row.js';

@QueryHandler(ListVideosQuery)
export class ListVideosHandler implements IQueryHandler<ListVideosQuery, VideoList> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ locale, category, page, pageSize }: ListVideosQuery): Promise<VideoList> {
    const where = `locale = ? AND (? IS NULL OR category = ?)`;
    const params = [locale, category, category];
    const [count] = (await this.db.query(
      `SELECT count(*) AS total FROM site_videos WHERE ${where}`,
      params,
    )) as { total: number }[];
    const rows = (await this.db.query(
      `SELECT ${VIDEO_COLUMNS} FROM site_videos WHERE ${where}
        ORDER BY position, id LIMIT ? OFFSET ?`,
      [...params, pageSize, (page - 1) * pageSize],
    )) as VideoRow[];
    return { items: rows.map(videoOf), total: count?.total ?? 0, page, pageSize };
  }
}
