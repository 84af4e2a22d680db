import type { Locale, Video } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';

/** A video by id, or (id null) the featured one. */
export class GetVideoQuery extends Query<Video> {
  constructor(
    readonly locale: Locale,
    readonly id: string | null,
  ) {
    super();
  }
}
