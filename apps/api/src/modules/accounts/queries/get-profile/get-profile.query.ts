import type { Profile } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';

export class GetProfileQuery extends Query<Profile> {
  constructor(readonly userId: string) {
    super();
  }
}
