import { PRODUCT } from '@atelier/contracts';

/**
 * The public pages whose path names the product (spec section 2), built from the slug chosen once
 * in the contracts. The route files must spell the same literal paths (TanStack Router types
 * them); `site-paths.test.ts` fails if the slug changes and the files do not.
 */
export const SITE_PAGE_PATHS = {
  cases: `/${PRODUCT.slug}-success-case-demo.html`,
  tabletApp: `/learn-chinese-${PRODUCT.slug}-atelier-tablet-app-download`,
} as const;
