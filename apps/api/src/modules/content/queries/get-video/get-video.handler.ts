import type { Video } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { VIDEO_COLUMNS, videoOf, type VideoRow } from '../list-videos/video-row.js';
import { GetVideoQuery } from './get-video.query.js';

@QueryHandler(GetVideoQuery)
export class GetVideoHandler implements IQueryHandler<GetVideoQuery, Video> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ locale, id }: GetVideoQuery): Promise<Video> {
    // Without an id: the featured video, or the first one when none is marked.
    const [row] = (await this.db.query(
      id === null
        ? `SELECT ${VIDEO_COLUMNS} FROM site_videos WHERE locale = ?
            ORDER BY featured DESC, position, id LIMIT 1`
        : `SELECT ${VIDEO_COLUMNS} FROM site_videos WHERE locale = ? AND id = ?`,
      id === null ? [locale] : [locale, id],
    )) as VideoRow[];
    if (!row) throw new DomainError('notFound');
    return videoOf(row);
  }
}
