import type { Locale, VideoCategory, VideoList } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';

export class ListVideosQuery extends Query<VideoList> {
  constructor(
    readonly locale: Locale,
    readonly category: VideoCategory | null,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}
