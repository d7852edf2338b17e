import type { RouteObject } from 'react-router-dom';

/**
 * Public routes of the company and solution pages (/sxz AI interior design, /about, /location core technology and
 * the five industry solution pages), children of the root layout. Each page is its own chunk.
 */
export const companyRoutes: RouteObject[] = [];
