/**
 * Writes src/routeTree.gen.ts (git-ignored) from src/routes/ with the same settings as the Vite
 * plugin (tsr.config.json), so `npm run typecheck` works on a fresh clone before any build.
 */
import { Generator, getConfig } from '@tanstack/router-generator';

const root = process.cwd();
await new Generator({ config: getConfig({}, root), root }).run();
