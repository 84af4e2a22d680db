import type { Article, Locale } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';

export class GetArticleQuery extends Query<Article> {
  constructor(
    readonly locale: Locale,
    readonly by: { id?: string; url?: string },
  ) {
    super();
  }
}
