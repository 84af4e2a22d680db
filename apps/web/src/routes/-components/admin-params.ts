import { notFound } from '@tanstack/react-router';

/**
 * A class or student id of an admin URL: the contracts' ids are 1 to 64 characters; anything
 * else is no such page. Hand-written (no zod): route params are checked in the first load.
 */
export function parseAdminId(raw: string): string {
  const id = raw.trim();
  if (id.length === 0 || id.length > 64) throw notFound();
  return id;
}
