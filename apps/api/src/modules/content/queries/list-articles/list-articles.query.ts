import type { ArticleKind, ArticleList, Locale } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';

export class ListArticlesQuery extends Query<ArticleList> {
  constructor(
    readonly kind: ArticleKind,
    readonly locale: Locale,
  ) {
    super();
  }
}
