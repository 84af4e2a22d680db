import type { BlogData, Locale } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';

/** One post when `slug` is set, otherwise a page of posts, newest first. */
export class GetBlogDataQuery extends Query<BlogData> {
  constructor(
    readonly locale: Locale,
    readonly slug: string | null,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}
