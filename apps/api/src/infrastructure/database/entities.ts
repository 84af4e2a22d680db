/**
 * Every TypeORM entity (operational read models). Listed explicitly: ESM builds cannot glob, and a
 * list keeps the schema reviewable. Each entity has a migration; `synchronize` is never used.
 */
export const entities: Function[] = [];
